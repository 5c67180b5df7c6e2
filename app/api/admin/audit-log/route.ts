// GET /api/admin/audit-log?action=&actor=&from=&to=&page= — the audit log, newest first (admin):
// 50 entries a page as an array, the total in X-Total-Count.
import { listAuditLog } from "@/lib/server/audit/queries";
import { paged } from "@/lib/server/http/paged";
import { route } from "@/lib/server/http/route";
import { auditEntryViewSchema, auditLogQuerySchema } from "@/lib/shared/schemas/audit";
import { pagedListSchema } from "@/lib/shared/schemas/paged";

export const GET = route(
  {
    auth: "admin",
    summary: "The audit log, newest first (admin)",
    responses: { 200: pagedListSchema(auditEntryViewSchema) },
    query: auditLogQuerySchema,
  },
  async ({ query, json }) => paged(json, await listAuditLog(query)),
);
