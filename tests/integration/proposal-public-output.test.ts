import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { eventBrands, specificEvents, sponsorBrands, sponsorDeals } from "@/lib/server/db/schema";
import { seedDatabase } from "@/lib/server/seed/seed-database";
import { markdownToPlainText } from "@/lib/shared/markdown";
import { deepResearchSchema, OFFLINE_MODEL, type DeepResearch } from "@/lib/shared/schemas/ai";
import type { ProposalView } from "@/lib/shared/schemas/proposal";
import { createTestUser, resetDatabase } from "../support/db";
import { http, signIn, waitForJob } from "../support/http";
import { flat, occurrences, publicOutputs, type PublicOutputs } from "../support/proposal-outputs";

/**
 * What leaves the app is sponsor copy only. Proposals drafted by the offline provider for three
 * sponsors (one researched beforehand, two researched by the drafting job), at an event and at
 * whole properties, are opened as a signed-out visitor (the share page and its API answer) and
 * exported (PDF, PowerPoint). None of them may show a seller note: the forbidden texts are read
 * from each proposal's own seller-only data and its sponsor's stored research, plus the phrases
 * that give away provenance, the match score, the budget estimate or coaching.
 */

// A carmaker known only to this deal, so its name anywhere public means the conflict leaked.
const RIVAL = "Ravenna Motorworks";

// Phrases no sponsor-facing text may hold, whatever was drafted.
const GIVEAWAYS = [
  "Compiled offline",
  "not from live research",
  "match engine",
  "Ask how",
  "budget band",
  "Estimate based on",
  "predicted sponsorship budget",
  "comparable deal",
  "Excellent Match",
  "Good Match",
  "Fair Match",
  "Suggested level",
  "Only you see this",
  OFFLINE_MODEL,
  RIVAL,
];

const DAY = 86_400_000;
const dayFromToday = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

let cookie: string;
const ids: Record<string, number> = {};

async function propertyId(name: string): Promise<number> {
  const [row] = await getDb().select().from(eventBrands).where(eq(eventBrands.name, name));
  return row!.id;
}

async function sponsorId(slug: string): Promise<number> {
  const [row] = await getDb().select().from(sponsorBrands).where(eq(sponsorBrands.slug, slug));
  return row!.id;
}

async function runJob(path: string, json: Record<string, unknown>) {
  const res = await http(path, { cookie, json });
  expect(res.status).toBe(202);
  expect((await waitForJob(res.body.jobId, cookie)).status).toBe("completed");
}

beforeAll(async () => {
  await resetDatabase();
  await seedDatabase();
  const owner = await createTestUser({ username: "seller" });
  cookie = await signIn(owner.username, owner.password);
  ids.liv = await propertyId("LIV Golf");
  ids.sailGp = await propertyId("SailGP");
  ids.mercedes = await sponsorId("mercedes-benz");
  ids.rolex = await sponsorId("rolex");
  ids.dpWorld = await sponsorId("dp-world");
  // An event still to come, whatever day the test runs on. The seed rolls the published schedule
  // forward, so its own LIV Golf Miami may start on the day chosen (an event is unique by brand,
  // name and start day): the first free day from 130 days ahead is taken.
  let startIn = 130;
  const seededStarts = new Set(
    (
      await getDb()
        .select({ startDate: specificEvents.startDate })
        .from(specificEvents)
        .where(
          and(eq(specificEvents.eventBrandId, ids.liv), eq(specificEvents.name, "LIV Golf Miami")),
        )
    ).map((event) => event.startDate),
  );
  while (seededStarts.has(dayFromToday(startIn))) startIn += 7;
  const [miami] = await getDb()
    .insert(specificEvents)
    .values({
      eventBrandId: ids.liv,
      name: "LIV Golf Miami",
      startDate: dayFromToday(startIn),
      endDate: dayFromToday(startIn + 2),
      locationName: "Trump National Doral, Miami",
      locationCountry: "United States",
    })
    .returning();
  ids.miami = miami!.id;
  // Another carmaker holds Presenting rights at LIV Golf (as Škoda did in the report): Mercedes
  // cannot be offered category exclusivity.
  await getDb()
    .insert(sponsorDeals)
    .values({
      eventBrandId: ids.liv,
      sponsorName: RIVAL,
      industry: "Automotive",
      sponsorshipLevel: "Presenting Partner",
      isExclusive: true,
      status: "Active",
      valueCents: 500_000_000,
      startDate: dayFromToday(-400),
      endDate: dayFromToday(800),
    });
  // Rolex is researched before its proposal; the others are researched by the drafting job.
  await runJob("/api/jobs/deep-research", { sponsorId: ids.rolex, eventContext: ids.liv });
  await runJob("/api/jobs/activation", {
    sponsorId: ids.mercedes,
    eventId: ids.liv,
    specificEventId: ids.miami,
    count: 3,
  });
  await runJob("/api/jobs/activation", { sponsorId: ids.rolex, eventId: ids.liv, count: 3 });
});

async function draft(body: Record<string, unknown>): Promise<ProposalView> {
  const res = await http("/api/proposals", { cookie, json: body });
  expect(res.status).toBe(202);
  expect((await waitForJob(res.body.job.id, cookie)).status).toBe("completed");
  const got = await http(`/api/proposals/${res.body.proposal.id}`, { cookie });
  expect(got.body.version).toBe(1);
  return got.body;
}

async function researchOf(sponsorId: number): Promise<DeepResearch> {
  const [row] = await getDb().select().from(sponsorBrands).where(eq(sponsorBrands.id, sponsorId));
  return deepResearchSchema.parse(row!.data.deepResearch);
}

/**
 * The seller-only texts of one proposal, from its data: every note, every conflict, the price
 * basis, the score and its label, and the research's fields written for the seller.
 */
function sellerTexts(proposal: ProposalView, research: DeepResearch): string[] {
  const internal = proposal.internal;
  const texts = [
    ...internal.notes.map((note) => note.text),
    ...internal.conflicts.map((c) => c.message),
    internal.priceBasis?.text ?? "",
    ...(internal.match
      ? [`${internal.match.percentage}%`, internal.match.label, ...internal.match.reasons]
      : []),
    research.overview,
    ...research.strategicInitiatives.map((item) => item.description),
    ...research.currentMarketingFocus,
    ...research.riskAssessment,
    ...research.strengths,
    ...research.considerations,
    research.growthTrajectory.details,
    research.optimalTimingToApproach.rationale,
    research.competitiveSponsorship.summary,
  ];
  return [...new Set(texts.map(flat).filter(Boolean))];
}

function leaks(outputs: PublicOutputs, forbidden: string[]) {
  const found: string[] = [];
  const texts: [string, string][] = [
    ["page", outputs.pageHtml],
    ["page text", outputs.pageText],
    ["api", outputs.api],
    ["pdf", outputs.pdf],
    ["pptx", outputs.pptx],
  ];
  for (const [where, text] of texts) {
    const haystack = flat(text).toLowerCase();
    for (const needle of forbidden)
      if (haystack.includes(needle.toLowerCase())) found.push(`${where}: ${needle}`);
  }
  return found;
}

const CASES = [
  {
    name: "Mercedes-Benz at LIV Golf Miami, Title Sponsor (category taken)",
    sponsor: "mercedes",
    request: () => ({
      sponsorBrandId: ids.mercedes,
      specificEventId: ids.miami,
      tier: "Title Sponsor",
    }),
  },
  {
    name: "Rolex at LIV Golf (the property), researched beforehand",
    sponsor: "rolex",
    request: () => ({ sponsorBrandId: ids.rolex, eventBrandId: ids.liv, tier: "Official Sponsor" }),
  },
  {
    name: "DP World at SailGP (the property), researched by the drafting job",
    sponsor: "dpWorld",
    request: () => ({
      sponsorBrandId: ids.dpWorld,
      eventBrandId: ids.sailGp,
      tier: "Major Sponsor",
    }),
  },
] as const;

describe.each(CASES)("$name", ({ sponsor, request }) => {
  let proposal: ProposalView;
  let outputs: PublicOutputs;
  let forbidden: string[];

  beforeAll(async () => {
    proposal = await draft(request());
    outputs = await publicOutputs(proposal.id, cookie);
    forbidden = [...sellerTexts(proposal, await researchOf(ids[sponsor]!)), ...GIVEAWAYS];
  });

  it("keeps the seller's notes, the score, the budget and provenance out of every public output", () => {
    // The check reads real notes: a draft without them would pass for nothing.
    expect(proposal.internal.match).not.toBeNull();
    expect(proposal.internal.notes.map((note) => note.section)).toEqual(
      expect.arrayContaining(["why_match", "sponsor_understanding", "investment"]),
    );
    expect(forbidden.length).toBeGreaterThan(GIVEAWAYS.length + 10);
    // The outputs were read: each carries the sponsor copy (the API answer as Markdown).
    const why = proposal.sections.find((s) => s.kind === "why_match")!.body;
    expect(flat(outputs.api)).toContain(flat(why.split("\n")[0]!));
    const whyText = flat(markdownToPlainText(why).split("\n")[0]!);
    for (const text of [outputs.pageText, outputs.pdf, outputs.pptx])
      expect(flat(text)).toContain(whyText);
    expect(leaks(outputs, forbidden)).toEqual([]);
  });

  it("shows the cover title once on the cover, and each chosen idea once", () => {
    expect(occurrences(outputs.pageText, proposal.title)).toBe(1);
    expect(occurrences(outputs.pdfCover, proposal.title)).toBe(1);
    expect(occurrences(outputs.pptxCover, proposal.title)).toBe(1);
    const ideas = proposal.sections.find((s) => s.kind === "activation_ideas")!.activationIds ?? [];
    const titles = proposal.internal.ideaOptions
      .filter((option) => ideas.includes(option.id))
      .map((option) => option.name);
    if (sponsor !== "dpWorld") expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) {
      expect([title, occurrences(outputs.pageText, title)]).toEqual([title, 1]);
      expect([title, occurrences(outputs.pdf, title)]).toEqual([title, 1]);
      expect([title, occurrences(outputs.pptx, title)]).toEqual([title, 1]);
    }
  });
});

describe("a category another sponsor holds", () => {
  it("is never offered as exclusive: the package says non-exclusive and the seller sees why there", async () => {
    const proposal = await draft({
      sponsorBrandId: ids.mercedes,
      specificEventId: ids.miami,
      tier: "Category Sponsor",
    });
    expect(proposal.internal.conflicts.map((c) => c.sponsorName)).toContain(RIVAL);
    const pkg = proposal.sections.find((s) => s.kind === "package")!.body;
    expect(pkg).not.toMatch(/category exclusivity/i);
    expect(pkg).toContain("Category rights at the property are non-exclusive");
    const warnings = proposal.internal.notes.filter((n) => n.section === "package" && n.warning);
    expect(warnings.map((n) => n.text).join(" ")).toContain(RIVAL);
  });
});
