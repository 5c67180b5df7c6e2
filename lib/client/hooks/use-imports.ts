"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ImportDecisionsInput,
  ImportDetail,
  ImportMapping,
  ImportRowsPage,
  ImportRowsQuery,
  ImportUndoResult,
  ImportView,
} from "@/lib/shared/schemas/imports";
import type { JobView } from "@/lib/shared/schemas/jobs";
import { apiRequest } from "../api";
import { STALE } from "@/lib/shared/queries/define";
import { toast, toastError } from "../use-toast";
import { IMPORTS_KEY, importKey, importRowsKey } from "./import-keys";
import { JOB_LISTS_KEY } from "./job-keys";

const base = (id: number) => `/api/sponsor-imports/${id}`;

/** The user's imports, newest first (the history under the wizard). */
export function useImports() {
  return useQuery<ImportView[]>({
    queryKey: IMPORTS_KEY,
    queryFn: () => apiRequest<ImportView[]>("GET", "/api/sponsor-imports"),
    staleTime: STALE.list,
  });
}

export function useImport(id: number | null) {
  return useQuery<ImportDetail>({
    queryKey: importKey(id ?? 0),
    queryFn: () => apiRequest<ImportDetail>("GET", base(id!)),
    enabled: id !== null,
    staleTime: 0,
  });
}

export function useImportRows(id: number, query: ImportRowsQuery) {
  const params = new URLSearchParams({
    kind: query.kind,
    page: String(query.page),
    pageSize: String(query.pageSize),
  });
  return useQuery<ImportRowsPage>({
    queryKey: importRowsKey(id, query),
    queryFn: () => apiRequest<ImportRowsPage>("GET", `${base(id)}/rows?${params}`),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}

/** Put a changed import into the cache and refresh everything derived from it. */
function useStoreImport() {
  const queryClient = useQueryClient();
  return (view: ImportView) => {
    queryClient.setQueryData<ImportDetail>(importKey(view.id), (old) =>
      old ? { ...old, ...view } : undefined,
    );
    void queryClient.invalidateQueries({ queryKey: importKey(view.id) });
    void queryClient.invalidateQueries({ queryKey: IMPORTS_KEY, exact: true });
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
      void queryClient.invalidateQueries({ queryKey: JOB_LISTS_KEY });
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
      void queryClient.invalidateQueries({ queryKey: ["sponsor-brands"] });
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
