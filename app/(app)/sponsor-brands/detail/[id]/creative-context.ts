import type { EventBrand } from "@/lib/shared/schemas/event-brand";
import type { SponsorBrandDetail } from "@/lib/shared/schemas/sponsor";

/** The property the sponsor page's creative work is for: its match context, else the selected brand. */
export interface CreativeTarget {
  eventBrandId: number;
  eventBrandName: string;
  eventBrandLogo: string | null;
  /** Set when the page was opened for one specific event. */
  specificEventId: number | null;
  /** The event's name when there is one, else the brand's. */
  name: string;
}

export function creativeTargetOf(
  sponsor: Pick<SponsorBrandDetail, "matchDetail">,
  selectedBrand: Pick<EventBrand, "id" | "name" | "logoUrl"> | null,
): CreativeTarget | null {
  const context = sponsor.matchDetail?.context;
  if (context) {
    return {
      eventBrandId: context.eventBrand.id,
      eventBrandName: context.eventBrand.name,
      eventBrandLogo: context.eventBrand.logoUrl,
      specificEventId: context.type === "specific-event" ? context.id : null,
      name: context.name,
    };
  }
  if (!selectedBrand) return null;
  return {
    eventBrandId: selectedBrand.id,
    eventBrandName: selectedBrand.name,
    eventBrandLogo: selectedBrand.logoUrl,
    specificEventId: null,
    name: selectedBrand.name,
  };
}

export type MockupLogoSource = "custom" | "event-brand" | "sponsor" | "placeholder";

/** The logo mockups use: the custom one, else the event brand's, else the sponsor's, else a placeholder. */
export function mockupLogoOf(
  sponsor: Pick<SponsorBrandDetail, "customLogoUrl" | "logo">,
  target: Pick<CreativeTarget, "eventBrandLogo"> | null,
): { source: MockupLogoSource; url: string | null } {
  if (sponsor.customLogoUrl) return { source: "custom", url: sponsor.customLogoUrl };
  if (target?.eventBrandLogo) return { source: "event-brand", url: target.eventBrandLogo };
  if (sponsor.logo) return { source: "sponsor", url: sponsor.logo };
  return { source: "placeholder", url: null };
}
