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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("file", file);
      return apiRequest<ImportDetail>("POST", "/api/sponsor-imports", form);
    },
    // The answer is the whole new import: the wizard shows it without reading it again.
    onSuccess: (detail) => {
      setApiQueryData(queryClient, importQuery, { id: detail.id }, detail);
      void invalidateApiQuery(queryClient, importsQuery);
    },
  });
}

/** Delete an import that was never started (a draft in the history). */
export function useDeleteImport(view: ImportView) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<null>("DELETE", base(view.id)),
    onSuccess: () => {
      void invalidateApiQuery(queryClient, importsQuery);
      toast({ title: "Draft import deleted", description: view.fileName, variant: "success" });
    },
    onError: (error) => toastError(error),
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
        description: undoneText(result),
        variant: "success",
      });
    },
    onError: (error) => toastError(error),
  });
}

/** "2 brands and 3 contacts removed; 1 brand kept because it is in use." */
function undoneText(result: ImportUndoResult): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  const removed = result.contactsRemoved
    ? `${plural(result.removed, "brand")} and ${plural(result.contactsRemoved, "contact")} removed`
    : `${plural(result.removed, "brand")} removed`;
  const keptCount = result.kept.length + result.keptContacts.length;
  const kept = keptCount
    ? `; ${keptCount} kept because ${keptCount === 1 ? "it is" : "they are"} in use.`
    : ".";
  return removed + kept;
}

export const rejectedRowsUrl = (id: number) => `${base(id)}/rejected.csv`;
