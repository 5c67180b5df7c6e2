import type { Metadata } from "next";
import { AccessDenied } from "@/components/errors/access-denied";
import { PageHeader } from "@/components/shell/page-header";
import { EmptyState } from "@/components/ui/empty-state";
import { requireUser } from "@/lib/server/auth/guards";

export const metadata: Metadata = { title: "Research Progress Monitor" };

export default async function ResearchProgressPage() {
  const user = await requireUser();
  if (user.role !== "admin") return <AccessDenied />;
  return (
    <>
      <PageHeader title="Research Progress Monitor" />
      <EmptyState title="No active jobs at the moment" />
    </>
  );
}
