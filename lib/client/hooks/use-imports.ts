"use client";

import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type {
  ImportDecisionsInput,
  ImportDetail,
  ImportMapping,
  ImportRowsQuery,
  ImportUndoResult,
  ImportView,
} from "@/lib/shared/schemas/imports";
import type { JobView } from "@/lib/shared/schemas/jobs";
import { apiRequest } from "../api";
import { importQuery, importRowsQuery, importsQuery } from "@/lib/shared/queries/imports";
import { invalidateApiQuery, setApiQueryData, useApiQuery } from "../queries";
import { toast, toastError } from "../use-toast";
import { activeJobsQuery } from "@/lib/shared/queries/jobs";

const base = (id: number) => `/api/sponsor-imports/${id}`;

/** The user's imports, newest first (the history under the wizard). */
export function useImports() {
  return useApiQuery(importsQuery, undefined);
}

export function useImport(id: number | null) {
  return useApiQuery(importQuery, { id: id ?? 0 }, { enabled: id !== null });
}

export function useImportRows(id: number, query: ImportRowsQuery) {
  return useApiQuery(
    importRowsQuery,
    { id, ...query },
    { placeholderData: (previous) => previous },
  );
}

/**
 * The sponsor brand lists change when an import creates or removes brands. They have no query
 * definition yet (lib/client/hooks/use-sponsor-brands.ts), so they are named by their root.
 */
export function refreshSponsorLists(queryClient: QueryClient) {
  void queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] === "sponsor-brands",
  });
}

/** Re-read an import, its rows and the history after a change made elsewhere (its job ended). */
export function useRefreshImport() {
  const queryClient = useQueryClient();
  return (id: number) => {
    void invalidateApiQuery(queryClient, importQuery, { id });
    void invalidateApiQuery(queryClient, importRowsQuery, { id });
    void invalidateApiQuery(queryClient, importsQuery);
  };
}

/** Put a changed import into the cache and refresh everything derived from it. */
function useStoreImport() {
  const queryClient = useQueryClient();
  const refresh = useRefreshImport();
  return (view: ImportView) => {
    setApiQueryData(queryClient, importQuery, { id: view.id }, (old) =>
      old ? { ...old, ...view } : undefined,
    );
    refresh(view.id);
  };
}

export function useUploadImport() {
  const store = useStoreImport();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("file", file);
      return apiRequest<ImportDetail>("POST", "/api/sponsor-imports", form);
    },
    onSuccess: store,
  });
}

export function useSetImportMapping(id: number) {
  const store = useStoreImport();
  return useMutation({
    mutationFn: (mapping: ImportMapping) =>
      apiRequest<ImportDetail>("PUT", `${base(id)}/mapping`, { mapping }),
    onSuccess: store,
    onError: (error) => toastError(error),
  });
}

export function useSetImportDecisions(id: number) {
  const store = useStoreImport();
  return useMutation({
    mutationFn: (input: ImportDecisionsInput) =>
      apiRequest<ImportView>("PATCH", `${base(id)}/rows`, input),
    onSuccess: store,
    onError: (error) => toastError(error),
  });
}

export function useCommitImport(id: number) {
  const store = useStoreImport();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ import: ImportView; jobId: string; job: JobView }>("POST", `${base(id)}/commit`),
    onSuccess: (result) => {
      store(result.import);
      // Both job lists share the root: the running one shows the new import job.
      void invalidateApiQuery(queryClient, activeJobsQuery);
    },
    onError: (error) => toastError(error),
  });
}

export function useUndoImport(id: number) {
  const store = useStoreImport();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<ImportUndoResult & { import: ImportView }>("POST", `${base(id)}/undo`),
    onSuccess: (result) => {
      store(result.import);
      refreshSponsorLists(queryClient);
      toast({
        title: "Import undone",
        description:
          `${result.removed} brand${result.removed === 1 ? "" : "s"} removed` +
          (result.kept.length ? `; ${result.kept.length} kept because they are in use.` : "."),
        variant: "success",
      });
    },
    onError: (error) => toastError(error),
  });
}

export const rejectedRowsUrl = (id: number) => `${base(id)}/rejected.csv`;
