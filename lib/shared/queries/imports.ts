/** Reads of prospect-list imports. */
import type {
  ImportDetail,
  ImportRowsQuery,
  ImportRowView,
  ImportView,
} from "@/lib/shared/schemas/imports";
import { apiQuery, pagedQuery, STALE, withQuery } from "./define";

/** The user's imports, newest first (the history under the wizard). */
export const importsQuery = apiQuery<ImportView[]>({
  root: "sponsor-imports",
  path: () => "/api/sponsor-imports",
  staleTime: STALE.list,
});

/** One import with its mapping and counts; always re-read (a job may be changing it). */
export const importQuery = apiQuery<ImportDetail, { id: number }>({
  root: "sponsor-import",
  path: ({ id }) => `/api/sponsor-imports/${id}`,
  staleTime: 0,
});

/** One page of an import's analysed rows, of one kind. */
export const importRowsQuery = pagedQuery<ImportRowView, { id: number } & ImportRowsQuery>({
  root: "sponsor-import-rows",
  path: ({ id, ...query }) => withQuery(`/api/sponsor-imports/${id}/rows`, query),
  staleTime: 0,
});
