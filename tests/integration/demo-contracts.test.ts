import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { contracts, eventBrands } from "@/lib/server/db/schema";
import { ensureDemoAccounts } from "@/lib/server/seed/demo-accounts";
import { ensureDemoContracts } from "@/lib/server/seed/demo-contracts";
import { seedDatabase } from "@/lib/server/seed/seed-database";
import { todayIso } from "@/lib/shared/dates";
import { resetDatabase } from "../support/db";
import { http, signIn } from "../support/http";

// The demo's sample contracts (`npm run demo` only): two real LIV Golf partners, labelled as
// samples, with a renewal due, deliverables delivered with proof and some overdue, and a recap.

let cookie: string;
let liv: number;

beforeAll(async () => {
  await resetDatabase();
  await seedDatabase({ marketDeals: true });
  const [admin] = await ensureDemoAccounts();
  cookie = await signIn(admin!.username, admin!.password);
  const [brand] = await getDb()
    .select({ id: eventBrands.id })
    .from(eventBrands)
    .where(eq(eventBrands.name, "LIV Golf"));
  liv = brand!.id;
});

describe("the demo's sample contracts", () => {
  it("are not seeded by db:seed; the demo adds two, once", async () => {
    expect(await getDb().select().from(contracts)).toHaveLength(0);
    expect(await ensureDemoContracts()).toBe(2);
    expect(await ensureDemoContracts()).toBe(0);
    expect(await getDb().select().from(contracts)).toHaveLength(2);
  });

  it("are labelled samples on the sourced deals of HSBC and Corpay, with paid and due instalments", async () => {
    const res = await http(`/api/contracts?eventBrandId=${liv}`, { cookie });
    expect(res.status).toBe(200);
    const list = res.body as Array<{
      sponsorName: string;
      isSample: boolean;
      package: { name: string } | null;
      instalments: { status: string }[];
      canEdit: boolean;
    }>;
    expect(list.map((c) => c.sponsorName).sort()).toEqual(["Corpay", "HSBC"]);
    for (const contract of list) {
      expect(contract.isSample).toBe(true);
      expect(contract.package).not.toBeNull();
      expect(contract.instalments.some((i) => i.status === "paid")).toBe(true);
      expect(contract.instalments.some((i) => i.status === "due")).toBe(true);
      // Its terms are not real: nobody changes them.
      expect(contract.canEdit).toBe(false);
    }
  });

  it("have delivered work with proof (photos of signage) and four overdue deliverables each", async () => {
    const res = await http(`/api/deliverables?eventBrandId=${liv}`, { cookie });
    expect(res.status).toBe(200);
    const list = (Array.isArray(res.body) ? res.body : res.body.items) as Array<{
      sponsorName: string;
      status: string;
      overdue: boolean;
      proofs: { kind: string; source: string | null }[];
    }>;
    for (const sponsor of ["HSBC", "Corpay"]) {
      const own = list.filter((d) => d.sponsorName === sponsor);
      expect(own.filter((d) => d.overdue)).toHaveLength(4);
      const delivered = own.filter((d) => d.status === "delivered");
      expect(delivered.length).toBeGreaterThan(0);
      // Every figure says it is a sample.
      for (const proof of delivered.flatMap((d) => d.proofs)) {
        if (proof.kind === "figure") expect(proof.source).toBe("Sample figure (demo data)");
      }
      // Delivered signage is photographed (HSBC's package has tee-box signs; Corpay's is digital).
      expect(delivered.some((d) => d.proofs.some((p) => p.kind === "photo"))).toBe(
        sponsor === "HSBC",
      );
    }
  });

  it("put HSBC's renewal within the window, and give it a ready recap to share", async () => {
    const renewals = await http(`/api/renewals?eventBrandId=${liv}`, { cookie });
    expect(renewals.status).toBe(200);
    const items = (Array.isArray(renewals.body) ? renewals.body : renewals.body.items) as Array<{
      contract: { id: number; sponsorName: string; endDate: string };
      daysToEnd: number;
    }>;
    const hsbc = items.find((item) => item.contract.sponsorName === "HSBC");
    expect(hsbc?.daysToEnd).toBe(75);
    expect(items.some((item) => item.contract.sponsorName === "Corpay")).toBe(false);

    const recaps = await http(`/api/contracts/${hsbc!.contract.id}/recaps`, { cookie });
    expect(recaps.status).toBe(200);
    const [recap] = (Array.isArray(recaps.body) ? recaps.body : recaps.body.items) as Array<{
      id: number;
      status: string;
      season: number;
    }>;
    expect(recap).toMatchObject({ status: "ready", season: Number(todayIso().slice(0, 4)) - 1 });
    const link = await http(`/api/recaps/${recap!.id}/share-links`, {
      method: "POST",
      cookie,
      json: {},
    });
    expect(link.status).toBe(201);
    expect(link.body.url).toMatch(/\/r\//);
  });
});
