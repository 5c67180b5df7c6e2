import type { Metadata } from "next";
import { AccessDenied } from "@/components/errors/access-denied";
import { PageHeader } from "@/components/shell/page-header";
import { requireUser } from "@/lib/server/auth/guards";
import { ErrorShowcase } from "./error-showcase";

export const metadata: Metadata = { title: "Error Handling" };

export default async function ErrorHandlingDemoPage() {
  const user = await requireUser();
  if (user.role !== "admin") return <AccessDenied />;
  return (
    <>
      <PageHeader
        title="Error Handling"
        description="The app's error components, and the message each API failure shows."
      />
      <ErrorShowcase />
    </>
  );
}
