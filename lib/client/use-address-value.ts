"use client";

import { useSearchParams } from "next/navigation";

type Parser<T> = { parse: (value: string) => T | null; serialize: (value: T) => string };

/**
 * One value kept in the address (?key=), read with a parser of lib/shared/list-params and changed
 * as a new history entry without asking the server (Back undoes it), the other values kept: what
 * nuqs' `useQueryStates` with PUSH does, for a page with a single such value, without loading nuqs
 * and its adapter (about 7.5 KB gzipped). Pages with several values keep using nuqs.
 */
export function useAddressValue<T>(
  key: string,
  parser: Parser<T>,
): [T | null, (value: T | null) => void] {
  const raw = useSearchParams().get(key) ?? null;
  const value = raw === null ? null : parser.parse(raw);
  const change = (next: T | null) => {
    const query = new URLSearchParams(window.location.search);
    if (next === null) query.delete(key);
    else query.set(key, parser.serialize(next));
    const search = query.toString();
    const { pathname, hash } = window.location;
    window.history.pushState(null, "", `${pathname}${search ? `?${search}` : ""}${hash}`);
  };
  return [value, change];
}
