import type { ImportRowsQuery } from "@/lib/shared/schemas/imports";

/** Query keys of prospect-list imports, shared with the server page that hydrates them. */
export const IMPORTS_KEY = ["sponsor-imports"] as const;
export const importKey = (id: number) => ["sponsor-imports", id] as const;
export const importRowsKey = (id: number, query: ImportRowsQuery) =>
  ["sponsor-imports", id, "rows", query] as const;
