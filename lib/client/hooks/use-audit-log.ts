"use client";

import { keepPreviousData } from "@tanstack/react-query";
import type { AuditLogFilters } from "@/lib/shared/schemas/audit";
import { auditLogQuery } from "@/lib/shared/queries/admin";
import { useApiQuery } from "../queries";

/** One page of the audit log for these filters; the previous page stays shown while it loads. */
export function useAuditLog(filters: AuditLogFilters) {
  return useApiQuery(auditLogQuery, filters, { placeholderData: keepPreviousData });
}
