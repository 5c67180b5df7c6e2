import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import {
  activations,
  crmContacts,
  eventBrands,
  mockups,
  specificEvents,
  sponsorBrands,
  users,
} from "@/lib/server/db/schema";
import { toPublicInvestment } from "@/lib/shared/proposal-investment";
import type { PublicInvestment } from "@/lib/shared/schemas/proposal-investment";
import { loadInvestment } from "./investment";
import { getProposalOrThrow } from "./queries";
import {
  proposalSectionSchema,
  type ProposalSection,
  type PublicProposal,
  type PublicProposalSection,
} from "@/lib/shared/schemas/proposal";

/** The stored sections that are well formed (a malformed entry is skipped, never shown). */
export function storedSections(value: unknown): ProposalSection[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = proposalSectionSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/**
 * What of a proposal may leave the app (the share page, its API read, the PDF and PowerPoint
 * exports): the cover's names and logos, and the visible sections in order with the chosen ideas
 * and mockups resolved. The ideas and mockups must belong to the proposal's own sponsor; anything
 * else named in a section is dropped. `internal` (conflicts, the price basis) is never read here,
 * and the Investment goes out without its seller-only figures (floor and rate-card value).
 */
export async function getPublicProposal(id: number): Promise<PublicProposal> {
  const proposal = await getProposalOrThrow(id);
  const db = getDb();
  const [sponsor] = await db
    .select({ name: sponsorBrands.name, logo: sponsorBrands.logo })
    .from(sponsorBrands)
    .where(eq(sponsorBrands.id, proposal.sponsorBrandId));
  const [event] = proposal.eventId
    ? await db.select().from(specificEvents).where(eq(specificEvents.id, proposal.eventId))
    : [];
  const propertyId = proposal.eventBrandId ?? event?.eventBrandId ?? null;
  const [property] = propertyId
    ? await db
        .select({ name: eventBrands.name, logoUrl: eventBrands.logoUrl })
        .from(eventBrands)
        .where(eq(eventBrands.id, propertyId))
    : [];
  // The recipient must be a contact of this sponsor.
  const [contact] = proposal.contactId
    ? await db
        .select()
        .from(crmContacts)
        .where(
          and(
            eq(crmContacts.id, proposal.contactId),
            eq(crmContacts.sponsorBrandId, proposal.sponsorBrandId),
          ),
        )
    : [];
  const [seller] = await db
    .select({ fullName: users.fullName, username: users.username, email: users.email })
    .from(users)
    .where(eq(users.id, proposal.userId));

  const visible = storedSections(proposal.sections).filter((section) => !section.hidden);
  const ideaIds = [...new Set(visible.flatMap((section) => section.activationIds ?? []))];
  const mockupIds = [...new Set(visible.flatMap((section) => section.mockupIds ?? []))];
  const ideaRows = ideaIds.length
    ? await db
        .select({
          id: activations.id,
          title: activations.title,
          description: activations.description,
        })
        .from(activations)
        .where(
          and(
            inArray(activations.id, ideaIds),
            eq(activations.sponsorBrandId, proposal.sponsorBrandId),
          ),
        )
    : [];
  const mockupRows = mockupIds.length
    ? await db
        .select({
          id: mockups.id,
          title: mockups.title,
          description: mockups.description,
          imageUrl: mockups.imageUrl,
        })
        .from(mockups)
        .where(
          and(inArray(mockups.id, mockupIds), eq(mockups.sponsorBrandId, proposal.sponsorBrandId)),
        )
    : [];
  const ideasById = new Map(ideaRows.map((row) => [row.id, row]));
  const mockupsById = new Map(mockupRows.map((row) => [row.id, row]));

  const sections: PublicProposalSection[] = visible.map((section) => ({
    kind: section.kind,
    title: section.title,
    body: section.body,
    ideas: (section.activationIds ?? []).flatMap((ideaId) => {
      const idea = ideasById.get(ideaId);
      return idea ? [{ id: idea.id, title: idea.title, description: idea.description }] : [];
    }),
    mockups: (section.mockupIds ?? []).flatMap((mockupId) => {
      const mockup = mockupsById.get(mockupId);
      return mockup?.imageUrl
        ? [
            {
              id: mockup.id,
              title: mockup.title ?? mockup.description.slice(0, 120),
              imageUrl: mockup.imageUrl,
            },
          ]
        : [];
    }),
  }));

  return {
    title: proposal.title,
    date: (proposal.sentAt ?? proposal.updatedAt).toISOString(),
    sponsor: { name: sponsor?.name ?? "", logoUrl: sponsor?.logo ?? null },
    property: property ? { name: property.name, logoUrl: property.logoUrl } : null,
    event: event
      ? {
          name: event.name,
          startDate: event.startDate,
          endDate: event.endDate,
          venue: event.locationName,
          country: event.locationCountry,
        }
      : null,
    recipient: contact
      ? { name: fullName(contact.firstName, contact.lastName), title: contact.position }
      : null,
    seller: {
      name: seller?.fullName?.trim() || seller?.username || "",
      email: seller?.email ?? "",
    },
    sections,
    // Shown in the Investment section, so hiding that section keeps the offer out too.
    investment: visible.some((section) => section.kind === "investment")
      ? await publicInvestmentOf(id)
      : null,
  };
}

async function publicInvestmentOf(proposalId: number): Promise<PublicInvestment | null> {
  const investment = await loadInvestment(proposalId);
  return investment ? toPublicInvestment(investment) : null;
}
