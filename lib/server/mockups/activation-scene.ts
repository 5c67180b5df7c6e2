import "server-only";
import { asc, eq } from "drizzle-orm";
import { findActivationIdea } from "@/lib/server/activations/queries";
import { upcomingEvents } from "@/lib/server/ai/grounding";
import { getDb } from "@/lib/server/db/client";
import { eventBrands, specificEvents } from "@/lib/server/db/schema";
import { loadSponsorRow } from "@/lib/server/facts/load";
import { toEventFacts, toSponsorFacts } from "@/lib/server/facts/serialize";
import { PermanentJobError } from "@/lib/server/jobs/context";
import { isDrawnMonogram, storeBrandMark } from "@/lib/server/logos/brand-mark";
import { findBrandIcon } from "@/lib/server/logos/simple-icons";
import { domainOf } from "@/lib/shared/company-identity";
import { customLogoUrlOf } from "./custom-logo";
import { resolveMockupLogo, type ResolvedLogo } from "./logo";
import { sceneForActivation } from "./scene-choice";
import { isSceneKey } from "./scenes/registry";
import type { SceneKey } from "./scenes/types";

/** What mockups and image variations of one activation need: the idea, its sponsor and property. */
export interface ActivationScene {
  activation: {
    id: number;
    title: string;
    description: string;
    category: string;
    imageUrl: string | null;
    sponsorBrandId: number;
    eventBrandId: number | null;
  };
  sponsor: {
    id: number;
    name: string;
    logo: string | null;
    customLogoUrl: string | null;
    brandColor: string | null;
    /** What finds the brand's real mark: its web domain, and whether its name was checked by hand. */
    domain: string | null;
    curated: boolean;
  };
  eventBrand: { id: number; name: string; logoUrl: string | null } | null;
  /**
   * The event the mockup is staged at: the one chosen for it, else the idea's own event, else the
   * property's next (or latest) event. Named in captions and image prompts.
   */
  eventName: string | null;
  /** Where that event takes place (venue and city), when known. */
  eventLocation: string | null;
  /** The chosen or the idea's specific event (stored with the mockup); null for the brand only. */
  specificEventId: number | null;
  sceneKey: SceneKey;
}

export async function loadActivationScene(
  activationId: number,
  options: { preferredScene?: string; specificEventId?: number } = {},
  now = new Date(),
): Promise<ActivationScene> {
  const preferredScene = options.preferredScene;
  const db = getDb();
  const activation = await findActivationIdea(activationId);
  if (!activation) throw new PermanentJobError(`Activation idea ${activationId} not found`);
  const sponsorRow = await loadSponsorRow(activation.sponsorBrandId);
  const sponsor = toSponsorFacts(sponsorRow);
  let eventBrand: ActivationScene["eventBrand"] = null;
  let eventName: string | null = null;
  let eventLocation: string | null = null;
  const chosenEventId = options.specificEventId ?? activation.specificEventId ?? null;
  let specificEventId: number | null = null;
  if (activation.eventBrandId) {
    const [brand] = await db
      .select()
      .from(eventBrands)
      .where(eq(eventBrands.id, activation.eventBrandId))
      .limit(1);
    if (brand) {
      eventBrand = { id: brand.id, name: brand.name, logoUrl: brand.logoUrl };
      const events = await db
        .select()
        .from(specificEvents)
        .where(eq(specificEvents.eventBrandId, brand.id))
        .orderBy(asc(specificEvents.startDate));
      const facts = events.map(toEventFacts);
      const chosen = chosenEventId ? facts.find((event) => event.id === chosenEventId) : undefined;
      if (chosenEventId && !chosen)
        throw new PermanentJobError(
          `Specific event ${chosenEventId} is not an event of ${brand.name}`,
        );
      const staged = chosen ?? upcomingEvents(facts, now.toISOString())[0] ?? facts.at(-1);
      specificEventId = chosen?.id ?? null;
      eventName = staged?.name ?? null;
      eventLocation = staged?.locationName ?? null;
    }
  }
  return {
    activation: {
      id: activation.id,
      title: activation.title,
      description: activation.description,
      category: activation.category,
      imageUrl: activation.imageUrl,
      sponsorBrandId: activation.sponsorBrandId,
      eventBrandId: eventBrand?.id ?? null,
    },
    sponsor: {
      id: sponsor.id,
      name: sponsor.name,
      logo: sponsorRow.logo,
      customLogoUrl: customLogoUrlOf(sponsorRow),
      brandColor: sponsor.brandColor,
      domain: sponsorRow.domain ?? domainOf(sponsor.website),
      curated: sponsorRow.source === "curated",
    },
    eventBrand,
    eventName,
    eventLocation,
    specificEventId,
    sceneKey: isSceneKey(preferredScene) ? preferredScene : sceneForActivation(activation),
  };
}

/**
 * The sponsor's logo as mockups use it: its own logo, unless that is only a monogram the app drew
 * (or there is none) while the brand has a real mark, which is then used (stored like the seed
 * stores marks). A mockup shows the brand, not its initials, wherever the mark is known.
 */
async function sponsorMockupLogo(sponsor: ActivationScene["sponsor"]): Promise<string | null> {
  if (sponsor.logo && !isDrawnMonogram(sponsor.logo)) return sponsor.logo;
  const brand = { name: sponsor.name, domain: sponsor.domain, trustedName: sponsor.curated };
  if (!findBrandIcon(brand)) return sponsor.logo;
  return (await storeBrandMark(brand)) ?? sponsor.logo;
}

/** The mockup logo for this activation (custom, event brand, sponsor or its mark, placeholder). */
export async function resolveSceneLogo(
  scene: ActivationScene,
  explicitUrl?: string,
): Promise<ResolvedLogo> {
  return resolveMockupLogo({
    customLogoUrl: explicitUrl || scene.sponsor.customLogoUrl,
    eventBrandLogoUrl: scene.eventBrand?.logoUrl,
    sponsorLogoUrl: await sponsorMockupLogo(scene.sponsor),
    sponsorName: scene.sponsor.name,
  });
}
