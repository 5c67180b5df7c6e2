"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AuditLogFilters, AuditLogPage } from "@/lib/shared/schemas/audit";
import { apiRequest } from "../api";
import { withQuery } from "@/lib/shared/queries/define";
import { STALE } from "@/lib/shared/queries/define";
import { auditLogKey } from "./audit-keys";

/** One page of the audit log for these filters; the previous page stays shown while it loads. */
export function useAuditLog(filters: AuditLogFilters) {
  return useQuery<AuditLogPage>({
    queryKey: auditLogKey(filters),
    queryFn: () =>
      apiRequest<AuditLogPage>("GET", withQuery("/api/admin/audit-log", { ...filters })),
    staleTime: STALE.events,
    placeholderData: keepPreviousData,
  });
}
