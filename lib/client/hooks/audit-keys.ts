import type { AuditLogFilters } from "@/lib/shared/schemas/audit";

/** Query key of one page of the audit log, shared with the server page that hydrates it. */
export const auditLogKey = (filters: AuditLogFilters) => ["/api/admin/audit-log", filters] as const;
