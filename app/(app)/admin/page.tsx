import type { Metadata } from "next";
import { AccessDenied } from "@/components/errors/access-denied";
import { PageHeader } from "@/components/shell/page-header";
import { EmptyState } from "@/components/ui/empty-state";
import { requireUser } from "@/lib/server/auth/guards";

export const metadata: Metadata = { title: "Admin Panel" };

export default async function AdminPage() {
  const user = await requireUser();
  if (user.role !== "admin") return <AccessDenied />;
  return (
    <>
      <PageHeader
        title="Admin Panel"
        description="Background tasks, imports and event brand management."
      />
      <EmptyState
        title="No admin tasks yet"
        description="Job monitoring and imports appear here."
      />
    </>
  );
}
