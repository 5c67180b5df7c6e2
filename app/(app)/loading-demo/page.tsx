import type { Metadata } from "next";
import { AccessDenied } from "@/components/errors/access-denied";
import { PageHeader } from "@/components/shell/page-header";
import { requireUser } from "@/lib/server/auth/guards";
import { LoadingShowcase } from "./loading-showcase";

export const metadata: Metadata = { title: "Loading States" };

export default async function LoadingDemoPage() {
  const user = await requireUser();
  if (user.role !== "admin") return <AccessDenied />;
  return (
    <>
      <PageHeader
        title="Loading States"
        description="The loading components the app uses, in each of their states."
      />
      <LoadingShowcase />
    </>
  );
}
