import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import iconv from "iconv-lite";
import { getDb } from "@/lib/server/db/client";
import { sponsorBrands, userFavorites } from "@/lib/server/db/schema";
import { IMPORT_MESSAGES } from "@/lib/shared/schemas/imports";
import { createTestUser, resetDatabase } from "../support/db";
import { http, signIn, waitForJob } from "../support/http";
import { formWithFile } from "../support/images";

let cookie: string;
let otherCookie: string;
let userId: number;

const PROSPECTS = [
  "Company;Website;Country;Sector;Revenue;Notes",
  "Acme Widgets;acme.com;USA;Retail;$2m;good",
  "Rolex SA;https://www.rolex.com;Switzerland;Luxury & Watches;;in catalogue",
  "Acme Widgets Inc.;;US;;;repeat of row 1",
  ";nobody.com;;;;no name",
  '=HYPERLINK("http://x");evil.example;Atlantis;;lots;formula',
  "Société Générale;societegenerale.com;France;Banking & Financial Services;;accent",
].join("\r\n");

const upload = (bytes: Uint8Array | string, name = "prospects.csv", as = cookie) =>
  http("/api/sponsor-imports", { form: formWithFile("file", bytes, name, "text/csv"), cookie: as });

async function importAndWait(id: number) {
  const started = await http(`/api/sponsor-imports/${id}/commit`, { method: "POST", cookie });
  expect(started.status).toBe(202);
  expect((await waitForJob(started.body.jobId, cookie)).status).toBe("completed");
  return (await http(`/api/sponsor-imports/${id}`, { cookie })).body;
}

describe("prospect-list imports", () => {
  beforeAll(async () => {
    await resetDatabase();
    const user = await createTestUser();
    userId = user.id;
    cookie = await signIn(user.username, user.password);
    const other = await createTestUser();
    otherCookie = await signIn(other.username, other.password);
  });

  beforeEach(async () => {
    await getDb().delete(sponsorBrands);
    await getDb().insert(sponsorBrands).values({
      name: "Rolex",
      website: "https://rolex.com",
      domain: "rolex.com",
      source: "curated",
    });
  });

  it("needs a session", async () => {
    expect((await http("/api/sponsor-imports")).status).toBe(401);
    expect((await upload(PROSPECTS, "p.csv", "")).status).toBe(401);
  });

  it("reads, reviews, imports, downloads rejected rows and undoes a Windows-1252 CSV", async () => {
    const created = await upload(new Uint8Array(iconv.encode(PROSPECTS, "windows-1252")));
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(created.body).toMatchObject({
      encoding: "windows-1252",
      status: "ready",
      totalRows: 6,
      mapping: { name: 0, website: 1, country: 2, industry: 3, revenue: 4 },
      review: { new: 3, catalogue: 1, file: 1, invalid: 1 },
    });
    expect(created.body.sample[5][0]).toBe("Société Générale");

    const rows = await http(`/api/sponsor-imports/${id}/rows?kind=catalogue`, { cookie });
    expect(rows.body.rows).toEqual([
      expect.objectContaining({
        rowNumber: 2,
        decision: "merge",
        match: expect.objectContaining({ name: "Rolex" }),
      }),
    ]);
    // Someone else's import is not found.
    expect((await http(`/api/sponsor-imports/${id}`, { cookie: otherCookie })).status).toBe(404);

    const done = await importAndWait(id);
    expect(done).toMatchObject({
      status: "completed",
      counts: { created: 3, merged: 1, skipped: 1, rejected: 1 },
    });
    const [rolex] = await getDb()
      .select()
      .from(sponsorBrands)
      .where(eq(sponsorBrands.name, "Rolex"));
    expect(rolex).toMatchObject({ industry: "Luxury & Watches", country: "CH", source: "curated" });
    const [formula] = await getDb()
      .select()
      .from(sponsorBrands)
      .where(eq(sponsorBrands.domain, "evil.example"));
    expect(formula).toMatchObject({
      name: '=HYPERLINK("http://x")',
      source: "import",
      country: null,
    });
    // No industry: nothing to estimate a matching profile from.
    expect(formula!.profile).toBeNull();
    const [bank] = await getDb()
      .select()
      .from(sponsorBrands)
      .where(eq(sponsorBrands.domain, "societegenerale.com"));
    // An industry and a country: the profile is estimated by the catalogue's rules, and says so.
    expect(bank).toMatchObject({
      source: "import",
      country: "FR",
      profile: { isEstimate: true, markets: { countries: expect.arrayContaining(["FR"]) } },
    });

    const rejected = await fetch(
      `${process.env.TEST_BASE_URL ?? "http://127.0.0.1:3000"}/api/sponsor-imports/${id}/rejected.csv`,
      {
        headers: { cookie },
      },
    );
    expect(rejected.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const text = await rejected.text();
    expect(text).toContain("Row,Company,Website,Country,Sector,Revenue,Notes,Reason");
    expect(text).toContain("4,,nobody.com,,,,no name,The company name is empty.");

    // A created brand on a watchlist is kept by undo.
    const [acme] = await getDb()
      .select()
      .from(sponsorBrands)
      .where(eq(sponsorBrands.domain, "acme.com"));
    await getDb().insert(userFavorites).values({ userId, sponsorBrandId: acme!.id });
    const undone = await http(`/api/sponsor-imports/${id}/undo`, { method: "POST", cookie });
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({
      removed: 2,
      kept: [expect.objectContaining({ name: "Acme Widgets", reason: "on a watchlist" })],
    });
    expect((await http(`/api/sponsor-imports/${id}/undo`, { method: "POST", cookie })).status).toBe(
      409,
    );
    const names = (await getDb().select({ name: sponsorBrands.name }).from(sponsorBrands)).map(
      (b) => b.name,
    );
    expect(names.sort()).toEqual(["Acme Widgets", "Rolex"]);
  });

  it("lets the mapping and the decisions change before the import", async () => {
    const id = (await upload(PROSPECTS)).body.id;
    const bad = await http(`/api/sponsor-imports/${id}/mapping`, {
      method: "PUT",
      json: { mapping: { website: 1 } },
      cookie,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(IMPORT_MESSAGES.nameRequired);
    const remapped = await http(`/api/sponsor-imports/${id}/mapping`, {
      method: "PUT",
      json: { mapping: { name: 0 } },
      cookie,
    });
    expect(remapped.body.review).toEqual({ new: 3, catalogue: 1, file: 1, invalid: 1 });

    const decided = await http(`/api/sponsor-imports/${id}/rows`, {
      method: "PATCH",
      json: { catalogue: "skip", rows: [{ rowNumber: 3, decision: "merge" }] },
      cookie,
    });
    expect(decided.body.catalogueDecision).toBe("skip");
    const done = await importAndWait(id);
    expect(done.counts).toEqual({ created: 3, merged: 1, skipped: 1, rejected: 1 });
    expect(
      (
        await http(`/api/sponsor-imports/${id}/mapping`, {
          method: "PUT",
          json: { mapping: { name: 0 } },
          cookie,
        })
      ).status,
    ).toBe(409);
  });

  it("reads an .xlsx workbook and UTF-16 text", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Prospects");
    sheet.addRow(["Brand", "URL"]);
    sheet.addRow(["Gamma", "gamma.io"]);
    const xlsx = await upload(new Uint8Array(await workbook.xlsx.writeBuffer()), "list.xlsx");
    expect(xlsx.status).toBe(201);
    expect(xlsx.body).toMatchObject({
      format: "xlsx",
      totalRows: 1,
      mapping: { name: 0, website: 1 },
    });

    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...iconv.encode("Name\tCity\nDelta\tMünchen\n", "utf-16le"),
    ]);
    const text = await upload(utf16, "tabs.csv");
    expect(text.body).toMatchObject({ encoding: "utf-16le", sample: [["Delta", "München"]] });
  });

  it.each([
    ["an empty file", "", 400, IMPORT_MESSAGES.empty],
    ["a header only", "Name,Website\n", 400, IMPORT_MESSAGES.noDataRows],
    ["no name column", "Id,Value\n1,2\n", 400, IMPORT_MESSAGES.noNameColumn],
    [
      "binary data named .csv",
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1, 2, 3]),
      415,
      IMPORT_MESSAGES.binary,
    ],
  ])("refuses %s with a clear error and stores nothing", async (_, bytes, status, message) => {
    const before = (await http("/api/sponsor-imports", { cookie })).body.length;
    const res = await upload(bytes);
    expect(res.status).toBe(status);
    expect(res.body.error).toBe(message);
    expect((await http("/api/sponsor-imports", { cookie })).body.length).toBe(before);
  });

  it("refuses a missing file, a file over 50 MB, and bad ids", async () => {
    const empty = await http("/api/sponsor-imports", { form: new FormData(), cookie });
    expect(empty.status).toBe(400);
    const big = await upload(new Uint8Array(50 * 1024 * 1024 + 1), "big.csv");
    expect(big.status).toBe(413);
    expect(big.body.error).toBe("The request body is larger than 50 MB.");
    expect((await http("/api/sponsor-imports/abc", { cookie })).status).toBe(400);
    expect((await http("/api/sponsor-imports/999999", { cookie })).status).toBe(404);
    expect((await http("/api/sponsor-imports/1/rows?kind=nope", { cookie })).status).toBe(400);
  });

  it("exports the sponsor list as CSV with the list's query", async () => {
    await getDb()
      .insert(sponsorBrands)
      .values({ name: "=Evil", industry: "Retail", country: "FR", website: "evil.fr" });
    const base = process.env.TEST_BASE_URL ?? "http://127.0.0.1:3000";
    const res = await fetch(`${base}/api/sponsor-brands/export.csv?sort=name&search=e`, {
      headers: { cookie },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="sponsors-/);
    const lines = (await res.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Name,Match %,Audience match,Value match,Brand value match,Industry,Country,Website",
    );
    expect(lines).toContain("'=Evil,,,,,Retail,France,evil.fr");
    expect(lines).toContain("Rolex,,,,,,,https://rolex.com");
    expect(
      (await http("/api/sponsor-brands/export.csv?eventBrandId=999999", { cookie })).status,
    ).toBe(404);
    expect((await http("/api/sponsor-brands/export.csv?sort=bogus", { cookie })).status).toBe(400);
  });
});
