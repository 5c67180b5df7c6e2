import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { getDb } from "@/lib/server/db/client";
import {
  activations,
  crmContacts,
  eventBrands,
  mockups,
  specificEvents,
  sponsorBrands,
  sponsorProposals,
} from "@/lib/server/db/schema";
import { storeFile } from "@/lib/server/storage/store";
import {
  PROPOSAL_SECTION_KINDS,
  PROPOSAL_SECTION_TITLES,
  type ProposalSection,
} from "@/lib/shared/schemas/proposal";

/**
 * A proposal written straight into the database (until the proposals API exists): a sponsor with
 * a stored logo and a primary contact, a property and one of its events, ten sections of which one
 * is hidden (with a unique marker text), two ideas of the sponsor and one of another sponsor (named
 * in the ideas section, so it must be dropped), `mockupCount` stored mockups chosen on the visuals
 * section, and internal notes (a conflict and a price basis) that must never leave the app.
 */
export interface ProposalFixture {
  proposalId: number;
  sponsorBrandId: number;
  title: string;
  hiddenMarker: string;
  conflictMarker: string;
  priceMarker: string;
  foreignIdeaMarker: string;
  /** Text of a visible section's body. */
  visibleText: string;
  visibleSections: number;
  mockupIds: number[];
}

const image = (width: number, height: number, colour: string, format: "png" | "jpeg") => {
  const pipeline = sharp({ create: { width, height, channels: 3, background: colour } });
  return (format === "png" ? pipeline.png() : pipeline.jpeg()).toBuffer();
};

export async function createProposalFixture(options: {
  ownerId: number;
  status?: string;
  mockupCount?: number;
  name?: string;
}): Promise<ProposalFixture> {
  const db = getDb();
  const tag = randomBytes(4).toString("hex");
  const name = options.name ?? `Aurora Water ${tag}`;
  const [sponsor] = await db
    .insert(sponsorBrands)
    .values({
      name,
      industry: "Beverages",
      logo: await storeFile("logos", await image(600, 240, "#1d4ed8", "png"), "png", "image/png"),
    })
    .returning();
  const [other] = await db
    .insert(sponsorBrands)
    .values({ name: `Rival Cola ${tag}` })
    .returning();
  const [property] = await db
    .insert(eventBrands)
    .values({
      name: `Fairway League ${tag}`,
      logoUrl: await storeFile(
        "logos",
        await image(400, 400, "#0b6b43", "png"),
        "png",
        "image/png",
      ),
    })
    .returning();
  const [event] = await db
    .insert(specificEvents)
    .values({
      eventBrandId: property!.id,
      name: `Fairway Adelaide ${tag}`,
      startDate: "2026-02-13",
      endDate: "2026-02-15",
      locationName: "The Grange Golf Club",
      locationCountry: "Australia",
    })
    .returning();
  const [contact] = await db
    .insert(crmContacts)
    .values({
      sponsorBrandId: sponsor!.id,
      firstName: "Grace",
      lastName: "Hopper",
      position: "Chief Marketing Officer",
      email: "grace@example.com",
      isPrimary: true,
    })
    .returning();
  const ideas = await db
    .insert(activations)
    .values([
      {
        sponsorBrandId: sponsor!.id,
        title: "Hydration Station on 18",
        description: "Refill points.",
      },
      { sponsorBrandId: sponsor!.id, title: "Caddie Cam", description: "Live cameras on caddies." },
    ])
    .returning();
  const foreignIdeaMarker = `FOREIGNIDEA${tag}`;
  const [foreign] = await db
    .insert(activations)
    .values({ sponsorBrandId: other!.id, title: foreignIdeaMarker, description: foreignIdeaMarker })
    .returning();
  const mockupIds: number[] = [];
  for (let index = 0; index < (options.mockupCount ?? 2); index++) {
    const url = await storeFile(
      "mockups",
      await image(1600, 1000, ["#0f766e", "#9333ea", "#ea580c"][index % 3]!, "jpeg"),
      "jpg",
      "image/jpeg",
    );
    const [row] = await db
      .insert(mockups)
      .values({
        sponsorBrandId: sponsor!.id,
        eventBrandId: property!.id,
        title: `Mockup ${index + 1}`,
        description: `Mockup ${index + 1} on the 18th green`,
        imageUrl: url,
      })
      .returning();
    mockupIds.push(row!.id);
  }

  const hiddenMarker = `HIDDENSECTION${tag}`;
  const visibleText = `Aurora keeps every fan hydrated ${tag}`;
  const sections: ProposalSection[] = PROPOSAL_SECTION_KINDS.map((kind) => ({
    kind,
    title: PROPOSAL_SECTION_TITLES[kind],
    body:
      kind === "executive_summary"
        ? `${visibleText}.\n\n- **Reach**: 120,000 fans\n- *Weekend* broadcast\n\n[More](https://example.com)`
        : kind === "timeline"
          ? `${hiddenMarker} this section is hidden.`
          : `The ${PROPOSAL_SECTION_TITLES[kind].toLowerCase()} of the proposal.\n\nA second paragraph with **bold** text.`,
    hidden: kind === "timeline",
    ...(kind === "activation_ideas"
      ? { activationIds: [...ideas.map((idea) => idea.id), foreign!.id] }
      : {}),
    ...(kind === "visuals" ? { mockupIds } : {}),
  }));
  const conflictMarker = `CONFLICTNOTE${tag}`;
  const priceMarker = `PRICEBASIS${tag}`;
  const title = `${name} at the Fairway League`;
  const [proposal] = await db
    .insert(sponsorProposals)
    .values({
      sponsorBrandId: sponsor!.id,
      userId: options.ownerId,
      title,
      content: sections.map((section) => section.body).join("\n\n"),
      status: options.status ?? "sent",
      eventId: event!.id,
      eventBrandId: property!.id,
      contactId: contact!.id,
      tier: "gold",
      sections,
      internal: { conflicts: [{ note: conflictMarker }], priceBasis: priceMarker },
      version: 1,
      sentAt: new Date(),
    })
    .returning();
  return {
    proposalId: proposal!.id,
    sponsorBrandId: sponsor!.id,
    title,
    hiddenMarker,
    conflictMarker,
    priceMarker,
    foreignIdeaMarker,
    visibleText,
    visibleSections: sections.filter((section) => !section.hidden).length,
    mockupIds,
  };
}
