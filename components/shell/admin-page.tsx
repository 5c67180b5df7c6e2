import { HydrationBoundary, type DehydratedState } from "@tanstack/react-query";
import type * as React from "react";
import { AdminBreadcrumb } from "./admin-breadcrumb";
import { PageHeader } from "./page-header";

/**
 * A page of the admin area: the way back to the panel, the page's heading (its name) and
 * description, then its view, with the reads the server made for it (`state`).
 */
export function AdminPage({
  state,
  title,
  description,
  children,
}: {
  state: DehydratedState;
  title: string;
  description: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <HydrationBoundary state={state}>
      <AdminBreadcrumb page={title} />
      <PageHeader title={title} description={description} />
      {children}
    </HydrationBoundary>
  );
}
