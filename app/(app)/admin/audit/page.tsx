import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { AccessDenied } from "@/components/errors/access-denied";
import { PageHeader } from "@/components/shell/page-header";
import { listAuditLog } from "@/lib/server/audit/queries";
import { AUDIT_ACTIONS } from "@/lib/server/audit/record";
import { requireUser } from "@/lib/server/auth/guards";
import { prefetch, prefetched } from "@/lib/server/queries/prefetch";
import { auditLogQuery } from "@/lib/shared/queries/admin";
import { auditFiltersOf } from "@/lib/shared/schemas/audit";
import { AuditLogView } from "./audit-log-view";

export const metadata: Metadata = { title: "Audit log" };

export default async function AuditLogPage({ searchParams }: PageProps<"/admin/audit">) {
  const user = await requireUser();
  if (user.role !== "admin") return <AccessDenied />;
  const filters = auditFiltersOf(await searchParams, AUDIT_ACTIONS);
  const state = await prefetched(
    prefetch(auditLogQuery, filters, () => listAuditLog({ ...filters, page: filters.page ?? 1 })),
  );
  return (
    <HydrationBoundary state={state}>
      <PageHeader
        title="Audit log"
        description="Admin actions and security events, newest first. Only admins see this page."
      />
      <AuditLogView filters={filters} actions={[...AUDIT_ACTIONS]} />
    </HydrationBoundary>
  );
}
