import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/shell/page-header";
import { ApiReference } from "./api-reference";

export const metadata: Metadata = { title: "API reference" };

/** /developers: the API reference, rendered from /api/openapi.json (docs/api.md). */
export default function DevelopersPage() {
  return (
    <>
      <PageHeader
        title="API reference"
        description="Every /api operation of Pitchside, generated from the code."
      />
      <p className="mb-4 text-sm text-muted-foreground">
        Download the description:{" "}
        <a className="text-primary underline" href="/api/openapi.json">
          /api/openapi.json
        </a>{" "}
        (OpenAPI 3.1). Personal API tokens are made on{" "}
        <Link className="text-primary underline" href="/settings">
          Settings
        </Link>
        .
      </p>
      <ApiReference />
    </>
  );
}
