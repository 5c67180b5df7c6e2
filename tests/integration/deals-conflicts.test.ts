import { count } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { sponsorDeals } from "@/lib/server/db/schema";
import { createTestUser, resetDatabase } from "../support/db";
import { http, signIn } from "../support/http";

let adminCookie: string;
let userCookie: string;
let brandId: number;
let otherBrandId: number;

beforeEach(async () => {
  await resetDatabase();
  const admin = await createTestUser({ username: "boss", role: "admin" });
  const user = await createTestUser({ username: "seller" });
  adminCookie = await signIn(admin.username, admin.password);
  userCookie = await signIn(user.username, user.password);
  brandId = (await http("/api/event-brands", { cookie: adminCookie, json: { name: "LIV Golf" } }))
    .body.id;
  otherBrandId = (
    await http("/api/event-brands", { cookie: adminCookie, json: { name: "SailGP" } })
  ).body.id;
});

const dealCount = async () => (await getDb().select({ n: count() }).from(sponsorDeals))[0]?.n ?? 0;
const valid = (overrides: Record<string, unknown> = {}) => ({
  eventBrandId: brandId,
  sponsorName: "Genesis",
  industry: "Automotive",
  sponsorshipLevel: "Official Partner",
  status: "Active",
  value: 1_250_000,
  startDate: "2025-01-01",
  endDate: "2027-12-31",
  activationTypes: ["Hospitality", "Venue Branding"],
  ...overrides,
});
const create = (body: Record<string, unknown>, cookie: string | null = userCookie) =>
  http("/api/sponsor-deals", { cookie, json: body });
const list = (query: string, cookie: string | null = userCookie) =>
  http(`/api/sponsor-deals?${query}`, { cookie });

describe("exclusivity on save", () => {
  it("answers 409 with the conflicts, then saves with acknowledgeConflicts and shows both sides", async () => {
    const title = (await create(valid({ sponsorshipLevel: "Title" }))).body;
    const clash = await create(valid({ sponsorName: "BMW", sponsorshipLevel: "Official Partner" }));
    expect(clash.status).toBe(409);
    expect(clash.body.error).toBe(
      "Saving this would break category exclusivity: Genesis holds Title rights in Automotive at LIV Golf.",
    );
    expect(clash.body.details.conflicts).toEqual([
      expect.objectContaining({
        kind: "deal",
        id: title.id,
        sponsorName: "Genesis",
        sponsorshipLevel: "Title",
        where: "LIV Golf",
        exclusiveSide: "them",
      }),
    ]);
    expect(await dealCount()).toBe(1);

    const saved = await create(valid({ sponsorName: "BMW", acknowledgeConflicts: true }));
    expect(saved.status).toBe(201);
    expect(saved.body.conflicts[0].message).toBe(
      "Genesis holds Title rights in Automotive at LIV Golf",
    );
    const listed = (await list(`eventBrandId=${brandId}`)).body as Array<{
      sponsorName: string;
      conflicts: Array<{ message: string }>;
    }>;
    expect(listed.find((d) => d.sponsorName === "Genesis")?.conflicts[0]?.message).toBe(
      "BMW already sponsors LIV Golf in Automotive as Official Partner, which Title rights would exclude",
    );

    // Editing the value of a deal saved with its clash needs no new acknowledgement.
    const edit = await http(`/api/sponsor-deals/${saved.body.id}`, {
      method: "PATCH",
      cookie: userCookie,
      json: { value: 3 },
    });
    expect(edit.status).toBe(200);
  });

  it("warns when an edit creates a clash, and ignores expired deals and other properties", async () => {
    await create(valid({ sponsorshipLevel: "Presenting", isExclusive: false }));
    await create(valid({ sponsorName: "Kia", status: "Expired" }));
    await create(valid({ eventBrandId: otherBrandId, sponsorName: "BMW" }));
    const rolex = (await create(valid({ sponsorName: "Rolex", industry: "Luxury & Watches" })))
      .body;
    expect(rolex.conflicts).toEqual([]);
    const patch = (json: unknown) =>
      http(`/api/sponsor-deals/${rolex.id}`, { method: "PATCH", cookie: userCookie, json });
    const clash = await patch({ industry: "Automotive" });
    expect(clash.status).toBe(409);
    expect(clash.body.details.conflicts.map((c: { sponsorName: string }) => c.sponsorName)).toEqual(
      ["Genesis"],
    );
    expect((await patch({ industry: "Automotive", acknowledgeConflicts: true })).status).toBe(200);
  });

  it("treats the isExclusive flag as exclusive rights", async () => {
    await create(
      valid({ sponsorName: "Kia", sponsorshipLevel: "Category Partner", isExclusive: true }),
    );
    const clash = await create(valid({ sponsorName: "BMW" }));
    expect(clash.status).toBe(409);
    expect(clash.body.details.conflicts[0].message).toBe(
      "Kia holds exclusive Category Partner rights in Automotive at LIV Golf",
    );
  });
});

describe("GET /api/sponsor-deals/sponsor-options", () => {
  it("finds catalogue brands by name, those starting with the text first", async () => {
    for (const name of ["Genesis", "Generali", "Volkswagen Group", "Agenda 100%"])
      await http("/api/sponsor-brands", { cookie: userCookie, json: { name } });
    const res = await http("/api/sponsor-deals/sponsor-options?search=GEN", { cookie: userCookie });
    expect(res.status).toBe(200);
    expect(res.body.map((s: { name: string }) => s.name)).toEqual([
      "Generali",
      "Genesis",
      "Agenda 100%",
      "Volkswagen Group",
    ]);
    expect(res.body[0]).toEqual({
      id: expect.any(Number),
      name: "Generali",
      industry: null,
      logo: expect.any(String),
    });
    const literal = await http("/api/sponsor-deals/sponsor-options?search=0%25", {
      cookie: userCookie,
    });
    expect(literal.body.map((s: { name: string }) => s.name)).toEqual(["Agenda 100%"]);
    expect((await http("/api/sponsor-deals/sponsor-options", { cookie: userCookie })).status).toBe(
      400,
    );
    expect((await http("/api/sponsor-deals/sponsor-options?search=gen")).status).toBe(401);
  });
});
