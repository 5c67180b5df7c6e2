"use client";

import { useQuery } from "@tanstack/react-query";
import type { EventBrand } from "@/lib/shared/schemas/event-brand";
import { QUERY_KEYS } from "../query-keys";
import { STALE } from "../query-client";

export const EVENT_BRANDS_KEY = QUERY_KEYS.eventBrands;

/** Every property, for lists and the context switcher (5 minutes fresh). */
export function useEventBrands() {
  return useQuery<EventBrand[]>({ queryKey: EVENT_BRANDS_KEY, staleTime: STALE.eventBrands });
}
