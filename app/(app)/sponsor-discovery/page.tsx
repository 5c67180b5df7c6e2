import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { discoveryKey } from "@/lib/client/hooks/sponsor-keys";
import { requireUser } from "@/lib/server/auth/guards";
import { AppError } from "@/lib/server/http/errors";
import { dehydrateQueries } from "@/lib/server/hydration";
import { discoverSponsors } from "@/lib/server/sponsors/discovery";
import type { DiscoveryContextRef } from "@/lib/shared/discovery-filters";
import { discoveryQuery } from "@/lib/shared/schemas/sponsor";
import { paramValue, parseIdParam } from "@/lib/shared/page-params";
import { ContextNotFound } from "./context-not-found";
import { DiscoveryView } from "./discovery-view";
import { MissingContext } from "./missing-context";

export const metadata: Metadata = { title: "Sponsor Discovery" };

/**
 * /sponsor-discovery?specificEventId= | ?eventBrandId=: every sponsor ranked for one context. A
 * specific event takes priority over a brand; without either, the browser picks the
 * selected brand (MissingContext), because only it knows the brand chosen in this tab.
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

  const context = type === "specific-event" ? { specificEventId: id } : { eventBrandId: id };
  // The first screen is the API's answer with default filters, parsed as a request would be.
  const query = discoveryQuery.parse({
    [type === "specific-event" ? "specificEventId" : "eventBrandId"]: String(id),
  });
  const result = await discoverSponsors(query).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "NOT_FOUND") return null;
    throw error;
  });
  if (!result) return <ContextNotFound type={type} />;
  return (
    <HydrationBoundary state={dehydrateQueries([[discoveryKey(context), result]])}>
      <DiscoveryView key={`${type}-${id}`} context={{ type, id }} />
    </HydrationBoundary>
  );
}
