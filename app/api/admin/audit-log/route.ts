// GET /api/admin/audit-log?action=&actor=&from=&to=&page= — the audit log, newest first (admin):
// { items, total, page, pageSize }.
import { listAuditLog } from "@/lib/server/audit/queries";
import { route } from "@/lib/server/http/route";
import { auditLogQuerySchema, auditLogPageSchema } from "@/lib/shared/schemas/audit";

export const GET = route(
  {
    auth: "admin",
    summary: "The audit log, newest first (admin)",
    responses: { 200: auditLogPageSchema },
    query: auditLogQuerySchema,
  },
  async ({ query }) => listAuditLog(query),
);
