import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { requireUser } from "@/lib/server/auth/guards";
import { AppError } from "@/lib/server/http/errors";
import { prefetch, prefetched } from "@/lib/server/queries/prefetch";
import { discoverSponsors } from "@/lib/server/sponsors/discovery";
import { discoveryQueryString, type DiscoveryContextRef } from "@/lib/shared/discovery-filters";
import { discoveryViewOf, loadDiscoveryParams } from "@/lib/shared/discovery-params";
import { sponsorDiscoveryQuery } from "@/lib/shared/queries/discovery";
import { discoveryQuery } from "@/lib/shared/schemas/sponsor";
import { paramValue, parseIdParam } from "@/lib/shared/page-params";
import { ContextNotFound } from "./context-not-found";
import { DiscoveryView } from "./discovery-view";
import { MissingContext } from "./missing-context";

export const metadata: Metadata = { title: "Sponsor Discovery" };

/**
 * /sponsor-discovery?specificEventId= | ?eventBrandId=: every sponsor ranked for one context. A
 * specific event takes priority over a brand; without either, the browser picks the
 * selected brand (MissingContext), because only it knows the brand chosen in this tab. The rest
 * of the address names the filters, tab and page (lib/shared/discovery-params.ts).
 */
export default async function SponsorDiscoveryPage({
  searchParams,
}: PageProps<"/sponsor-discovery">) {
  await requireUser();
  const params = await searchParams;
  const rawEvent = paramValue(params.specificEventId);
  const rawBrand = paramValue(params.eventBrandId);
  if (rawEvent === undefined && rawBrand === undefined) return <MissingContext />;

  const type: DiscoveryContextRef["type"] =
    rawEvent !== undefined ? "specific-event" : "event-brand";
  // Numeric ids only; anything else (0, "abc", "1e3") matches nothing.
  const id = parseIdParam(rawEvent ?? rawBrand);
  if (id === null) return <ContextNotFound type={type} />;

  const context: DiscoveryContextRef = { type, id };
  const view = { context, ...discoveryViewOf(loadDiscoveryParams(params)) };
  // The view the address names, parsed as the API parses the request the page will make.
  const query = discoveryQuery.parse(
    Object.fromEntries(
      new URLSearchParams(discoveryQueryString(context, view.filters, view.tab, view.page)),
    ),
  );
  const result = await discoverSponsors(query).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "NOT_FOUND") return null;
    throw error;
  });
  if (!result) return <ContextNotFound type={type} />;
  const state = await prefetched(prefetch(sponsorDiscoveryQuery, view, () => result));
  return (
    <HydrationBoundary state={state}>
      <NuqsAdapter>
        <DiscoveryView key={`${type}-${id}`} context={context} />
      </NuqsAdapter>
    </HydrationBoundary>
  );
}
