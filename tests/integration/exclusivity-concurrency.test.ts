import { count, eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import {
  eventBrands,
  sponsorBrands,
  sponsorDeals,
  sponsorships,
  specificEvents,
} from "@/lib/server/db/schema";
import { createTestUser, resetDatabase } from "../support/db";
import { http, signIn, type HttpResult } from "../support/http";

/**
 * Category exclusivity under concurrent saves, over HTTP: deals and event links take one lock per
 * property inside their transactions, so two saves that would clash cannot both pass the check.
 * Each round races two requests on a fresh property; without the lock, both usually succeed.
 */

const ROUNDS = 6;
let cookie: string;

beforeAll(async () => {
  await resetDatabase();
  const user = await createTestUser();
  cookie = await signIn(user.username, user.password);
});

/** A property with one event and two carmakers that compete for its Automotive category. */
async function property(round: number) {
  const db = getDb();
  const [brand] = await db
    .insert(eventBrands)
    .values({ name: `Race Series ${round}-${Date.now()}` })
    .returning({ id: eventBrands.id });
  const [event] = await db
    .insert(specificEvents)
    .values({
      eventBrandId: brand!.id,
      name: `Grand Prix ${round}`,
      startDate: "2031-05-01",
      endDate: "2031-05-03",
    })
    .returning({ id: specificEvents.id });
  const [first, second] = await db
    .insert(sponsorBrands)
    .values([
      { name: `Genesis ${round}`, industry: "Automotive" },
      { name: `BMW ${round}`, industry: "Automotive" },
    ])
    .returning({ id: sponsorBrands.id });
  return { brand: brand!.id, event: event!.id, first: first!.id, second: second!.id };
}

const link = (sponsorBrandId: number, specificEventId: number, sponsorshipLevel: string) =>
  http("/api/sponsorships", {
    cookie,
    json: { sponsorBrandId, specificEventId, sponsorshipLevel },
  });

const deal = (eventBrandId: number, sponsorBrandId: number) =>
  http("/api/sponsor-deals", {
    cookie,
    json: {
      eventBrandId,
      sponsorBrandId,
      sponsorshipLevel: "Title Partner",
      status: "Active",
      value: 2_000_000,
      startDate: "2031-01-01",
      endDate: "2031-12-31",
      activationTypes: ["Hospitality"],
    },
  });

const linksAt = async (specificEventId: number) =>
  (
    await getDb()
      .select({ n: count() })
      .from(sponsorships)
      .where(eq(sponsorships.specificEventId, specificEventId))
  )[0]!.n;

const dealsAt = async (eventBrandId: number) =>
  (
    await getDb()
      .select({ n: count() })
      .from(sponsorDeals)
      .where(eq(sponsorDeals.eventBrandId, eventBrandId))
  )[0]!.n;

/** Exactly one of two racing saves succeeded; the other got the one exclusivity conflict. */
function expectOneWinner(answers: HttpResult[]) {
  const statuses = answers.map((answer) => answer.status).sort();
  expect(statuses).toEqual([201, 409]);
  const refused = answers.find((answer) => answer.status === 409)!;
  expect(refused.body).toMatchObject({
    code: "CONFLICT",
    error: expect.stringMatching(
      /^Saving this would break category exclusivity: .+ (Automotive) .+\.$/,
    ),
    details: { conflicts: [expect.objectContaining({ industry: "Automotive" })] },
  });
}

describe("two sponsors linked to one event at the same moment", () => {
  it("never both win the exclusive category", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { event, first, second } = await property(round);
      const answers = await Promise.all([
        link(first, event, "Title Partner"),
        link(second, event, "Official Car"),
      ]);
      expectOneWinner(answers);
      expect(await linksAt(event)).toBe(1);
    }
  });
});

describe("a deal and an event link saved at the same moment", () => {
  it("never both win the exclusive category", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { brand, event, first, second } = await property(round + ROUNDS);
      const answers = await Promise.all([deal(brand, first), link(second, event, "Official Car")]);
      expectOneWinner(answers);
      expect((await dealsAt(brand)) + (await linksAt(event))).toBe(1);
    }
  });
});

describe("the conflict answer", () => {
  it("is the same for deals and links: 409, one message shape, the conflicts in details", async () => {
    const { brand, event, first, second } = await property(99);
    expect((await link(first, event, "Title Partner")).status).toBe(201);
    const refusedLink = await link(second, event, "Official Car");
    const refusedDeal = await deal(brand, second);
    for (const refused of [refusedLink, refusedDeal]) {
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe("CONFLICT");
      expect(refused.body.error).toBe(
        `Saving this would break category exclusivity: ${refused.body.details.conflicts[0].message}.`,
      );
    }
    expect(refusedLink.body.details.conflicts[0]).toMatchObject({
      kind: "event-link",
      sponsorName: "Genesis 99",
    });
  });
});
