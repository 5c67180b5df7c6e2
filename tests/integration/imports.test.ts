import { count, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import iconv from "iconv-lite";
import { mergeSearchIndexes } from "@/lib/server/catalogue/search-index";
import { getDb } from "@/lib/server/db/client";
import {
  crmContacts,
  sponsorBrands,
  sponsorImportRows,
  sponsorImports,
  sponsorInteractions,
  userFavorites,
} from "@/lib/server/db/schema";
import { IMPORT_MESSAGES } from "@/lib/shared/import-vocabulary";
import { createTestUser, resetDatabase } from "../support/db";
import { http, httpPage, signIn, waitForJob } from "../support/http";
import { formWithFile } from "../support/images";
import {
  buildZip,
  pack,
  packRepeated,
  SHEET_HEAD,
  SHEET_TAIL,
  workbookParts,
} from "../support/zip";

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

/**
 * Run `request` while GET /api/health is polled back to back, until the request has answered and
 * once more after it: the request's answer and every health status seen.
 */
async function whilePollingHealth<T>(request: () => Promise<T>) {
  const statuses: number[] = [];
  let done = false;
  const polling = (async () => {
    do statuses.push((await http("/api/health")).status);
    while (!done);
  })();
  try {
    return { result: await request(), statuses };
  } finally {
    done = true;
    await polling;
    statuses.push((await http("/api/health")).status);
  }
}

/** Every import and import row in the database, shown or not. */
async function storedImports() {
  const [imports] = await getDb().select({ n: count() }).from(sponsorImports);
  const [rows] = await getDb().select({ n: count() }).from(sponsorImportRows);
  return { imports: imports!.n, rows: rows!.n };
}

/** A header row and one data row, inline, as the first rows of a worksheet. */
const HEADER_AND_ONE_ROW =
  '<row r="1"><c r="A1" t="inlineStr"><is><t>Name</t></is></c></row>' +
  '<row r="2"><c r="A2" t="inlineStr"><is><t>Acme</t></is></c></row>';

/** A brand's contacts through the API, primary first. */
async function contactsOf(name: string) {
  const [brand] = await getDb()
    .select({ id: sponsorBrands.id })
    .from(sponsorBrands)
    .where(eq(sponsorBrands.name, name));
  return (await http(`/api/sponsor-brands/${brand!.id}/contacts`, { cookie })).body;
}

async function importAndWait(id: number) {
  const started = await http(`/api/sponsor-imports/${id}/commit`, { method: "POST", cookie });
  expect(started.status).toBe(202);
  expect(started.headers.get("location")).toBe(`/api/jobs/${started.body.jobId}`);
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
      // What the import button counts: created and merged rows, not skipped or rejected ones.
      plan: { created: 3, merged: 1, skipped: 1, rejected: 1 },
    });
    expect(created.body.sample[5][0]).toBe("Société Générale");

    const rows = await httpPage(`/api/sponsor-imports/${id}/rows?kind=catalogue`, { cookie });
    expect(rows.body.items).toEqual([
      expect.objectContaining({
        rowNumber: 2,
        decision: "merge",
        match: expect.objectContaining({ name: "Rolex" }),
      }),
    ]);
    // Someone else's import is not found.
    expect((await http(`/api/sponsor-imports/${id}`, { cookie: otherCookie })).status).toBe(404);

    // The test's own raw insert of Rolex left entries pending; the import merges them with its own.
    const done = await importAndWait(id);
    expect(done).toMatchObject({
      status: "completed",
      counts: { created: 3, merged: 1, skipped: 1, rejected: 1 },
    });
    expect(await mergeSearchIndexes()).toBe(0);
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
    const stored = await storedImports();
    const res = await upload(bytes);
    expect(res.status).toBe(status);
    expect(res.body.error).toBe(message);
    expect((await http("/api/sponsor-imports", { cookie })).body.length).toBe(before);
    expect(await storedImports()).toEqual(stored);
  });

  it("removes what it had stored of a file refused halfway", async () => {
    // Two batches of rows are stored before the unclosed quote at the end is read.
    const text = `Name,Website\n${"Brand,brand.example\n".repeat(2500)}"unclosed,x\n`;
    const stored = await storedImports();
    const res = await upload(text);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(
      /^The CSV file could not be read near line \d+: check its quotes\.$/,
    );
    expect(await storedImports()).toEqual(stored);
  });

  it("reads a file larger than 10 MB whole (the proxy passes bodies up to the route's cap)", async () => {
    // 120 rows of about 100 KB each: 12 MB, past the 10 MB Next.js hands the proxy by default.
    const notes = "n".repeat(100_000);
    const rows = Array.from({ length: 120 }, (_, i) => `Big Prospect ${i + 1},${notes}`);
    const res = await upload(`Name,Notes\n${rows.join("\n")}\n`, "big-notes.csv");
    expect(res.status).toBe(201);
    expect(res.body.totalRows).toBe(120);
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

  it("creates the contacts a list names, merges them on merged rows, and undo removes them", async () => {
    const [rolex] = await getDb()
      .select({ id: sponsorBrands.id })
      .from(sponsorBrands)
      .where(eq(sponsorBrands.name, "Rolex"));
    const ann = await http(`/api/sponsor-brands/${rolex!.id}/contacts`, {
      cookie,
      json: { name: "Ann Lee", email: "ann@rolex.com" },
    });
    expect(ann.status).toBe(201);
    const list = [
      "Company,Website,Contact Name,Contact Email,Phone,Title",
      "Acme Widgets,acme.com,Bob Stone,bob@acme.com,,CMO",
      "Rolex SA,rolex.com,Ann Lee,ANN@rolex.com,+41 22 302 2200,",
      "Rolex,rolex.com,Carl Day,carl@rolex.com,,",
      "Acme Widgets Inc.,acme.com,Bob Stone,bob@acme.com,+1 555 0100,Marketing",
      "Nova Drinks,nova.example,,,,",
      "Zed Co,zed.example,Dee Ray,dee@,,",
    ].join("\n");
    const created = await upload(list, "contacts.csv");
    expect(created.body).toMatchObject({
      mapping: { name: 0, website: 1, contactName: 2, contactEmail: 3, contactPhone: 4 },
      review: { new: 3, catalogue: 1, file: 2, invalid: 0 },
      plan: { created: 3, merged: 1, skipped: 2, rejected: 0 },
      warnedRows: 1,
    });
    const id = created.body.id;
    const zed = await httpPage(`/api/sponsor-imports/${id}/rows?kind=warned`, { cookie });
    expect(zed.body.items).toEqual([
      expect.objectContaining({
        name: "Zed Co",
        contact: { name: "Dee Ray", email: null },
        warnings: [
          'Contact email "dee@" is not an email address; the contact is added without it.',
        ],
      }),
    ]);
    // Repeats within the file are merged into the brand of their first row.
    const decided = await http(`/api/sponsor-imports/${id}/rows`, {
      method: "PATCH",
      json: { file: "merge" },
      cookie,
    });
    expect(decided.body.plan).toEqual({ created: 3, merged: 3, skipped: 0, rejected: 0 });

    const done = await importAndWait(id);
    expect(done.counts).toEqual({ created: 3, merged: 3, skipped: 0, rejected: 0 });
    // One person per email: Bob's second row fills his empty phone, never his title.
    expect(await contactsOf("Acme Widgets")).toEqual([
      expect.objectContaining({
        name: "Bob Stone",
        email: "bob@acme.com",
        phone: "+1 555 0100",
        title: "CMO",
        isPrimary: true,
      }),
    ]);
    // Ann was already Rolex's contact (the same email in another case); Carl is new and the
    // primary contact stays Ann.
    expect(await contactsOf("Rolex")).toEqual([
      expect.objectContaining({
        name: "Ann Lee",
        email: "ann@rolex.com",
        phone: "+41 22 302 2200",
        isPrimary: true,
      }),
      expect.objectContaining({ name: "Carl Day", email: "carl@rolex.com", isPrimary: false }),
    ]);
    expect(await contactsOf("Zed Co")).toEqual([
      expect.objectContaining({ name: "Dee Ray", email: null, isPrimary: true }),
    ]);
    expect(await contactsOf("Nova Drinks")).toEqual([]);

    // A contact the import created that is named in an interaction stays, with its brand.
    const [carl] = await getDb()
      .select({ id: crmContacts.id })
      .from(crmContacts)
      .where(eq(crmContacts.email, "carl@rolex.com"));
    await getDb().insert(sponsorInteractions).values({
      sponsorBrandId: rolex!.id,
      type: "call",
      notes: "Intro call",
      date: new Date(),
      contactId: carl!.id,
      createdBy: userId,
    });
    const undone = await http(`/api/sponsor-imports/${id}/undo`, { method: "POST", cookie });
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({
      removed: 3,
      kept: [],
      contactsRemoved: 2,
      keptContacts: [{ id: carl!.id, name: "Carl Day", reason: "named in an interaction" }],
    });
    const people = await getDb().select({ email: crmContacts.email }).from(crmContacts);
    expect(people.map((p) => p.email).sort()).toEqual(["ann@rolex.com", "carl@rolex.com"]);
    // A brand whose imported contact an import row records can still be deleted (its contacts
    // go with it and the row forgets the brand in the same statement).
    await getDb().delete(sponsorBrands).where(eq(sponsorBrands.id, rolex!.id));
    expect(await getDb().select().from(crmContacts)).toEqual([]);
  });

  it("reads everyday industry names as the catalogue's and shows the rest as warnings", async () => {
    const list = [
      "Company,Sector",
      "Fizz Co,Beverages",
      "Jet Co,Aviation",
      "Gizmo Co,Widgets & Gadgets",
      "Bank Co,Banking & Financial Services",
    ].join("\n");
    const created = await upload(list, "industries.csv");
    expect(created.body).toMatchObject({ review: { new: 4 }, warnedRows: 3 });
    const warned = await httpPage(`/api/sponsor-imports/${created.body.id}/rows?kind=warned`, {
      cookie,
    });
    expect(warned.body.items.map((row: { warnings: string[] }) => row.warnings)).toEqual([
      ['Industry "Beverages" is read as Non-Alcoholic Beverages.'],
      ['Industry "Aviation" is read as Airlines.'],
      [
        'Industry "Widgets & Gadgets" is not one we know; it is left blank (use one of the catalogue\'s industries in the file, or choose one on the brand after the import).',
      ],
    ]);
    await importAndWait(created.body.id);
    const brands = await getDb()
      .select({ name: sponsorBrands.name, industry: sponsorBrands.industry })
      .from(sponsorBrands)
      .where(eq(sponsorBrands.source, "import"));
    expect(Object.fromEntries(brands.map((b) => [b.name, b.industry]))).toEqual({
      "Fizz Co": "Non-Alcoholic Beverages",
      "Jet Co": "Airlines",
      "Gizmo Co": null,
      "Bank Co": "Banking & Financial Services",
    });
  });

  it("keeps one draft per file however often it is uploaded again, and deletes drafts", async () => {
    const ids = async () =>
      (await http("/api/sponsor-imports", { cookie })).body.map((v: { id: number }) => v.id);
    const first = (await upload(PROSPECTS, "again.csv")).body.id;
    const before = await ids();
    // What a reload of the wizard asks for creates nothing.
    const page = await http(`/sponsor-brands/import?id=${first}&step=review`, { cookie });
    expect(page.status).toBe(200);
    expect((await http(`/api/sponsor-imports/${first}`, { cookie })).status).toBe(200);
    expect(await ids()).toEqual(before);

    // The same file uploaded again (a wizard started over) replaces the draft never started.
    const second = (await upload(PROSPECTS, "again.csv")).body.id;
    expect((await http(`/api/sponsor-imports/${first}`, { cookie })).status).toBe(404);
    expect(await ids()).toEqual([second, ...before.filter((i: number) => i !== first)]);
    // Another file, or the same bytes under another name, is another draft.
    const other = (await upload(PROSPECTS, "other.csv")).body.id;
    expect(await ids()).toContain(second);

    // A started import is history, not a draft: it is neither replaced nor deleted.
    await importAndWait(second);
    const third = (await upload(PROSPECTS, "again.csv")).body.id;
    expect(await ids()).toEqual(expect.arrayContaining([second, third, other]));
    const refused = await http(`/api/sponsor-imports/${second}`, { method: "DELETE", cookie });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(IMPORT_MESSAGES.notDraft);

    // A draft is deleted with its rows; someone else's is not found.
    expect(
      (await http(`/api/sponsor-imports/${other}`, { method: "DELETE", cookie: otherCookie }))
        .status,
    ).toBe(404);
    expect((await http(`/api/sponsor-imports/${other}`, { method: "DELETE", cookie })).status).toBe(
      204,
    );
    expect((await http(`/api/sponsor-imports/${other}`, { cookie })).status).toBe(404);
    const [rows] = await getDb()
      .select({ n: count() })
      .from(sponsorImportRows)
      .where(eq(sponsorImportRows.importId, other));
    expect(rows!.n).toBe(0);
  });

  describe("a workbook built to overload the server", () => {
    // About 2.2 GB of worksheet in a 3 MB upload, of an element no reader keeps, so that nothing
    // but the unpacked size can stop it.
    const bombSheet = () =>
      packRepeated(SHEET_HEAD + HEADER_AND_ONE_ROW, "<x/>".repeat(1 << 18), 2100, SHEET_TAIL);

    it.each([
      [
        "that unpacks to gigabytes",
        () => buildZip(workbookParts(bombSheet())),
        413,
        IMPORT_MESSAGES.unpackedTooLarge,
      ],
      [
        "whose sheet says it is as small as its packed bytes",
        () => {
          const sheet = bombSheet();
          return buildZip(workbookParts(sheet, { declaredSheetSize: sheet.data.length }));
        },
        400,
        IMPORT_MESSAGES.xlsxSizeMismatch,
      ],
    ])(
      "refuses a compression bomb %s at once, stores nothing, and stays healthy",
      async (_, build, status, message) => {
        const bomb = build();
        expect(bomb.length).toBeLessThan(4 * 1024 * 1024);
        const before = await storedImports();
        const { result, statuses } = await whilePollingHealth(() => upload(bomb, "bomb.xlsx"));
        expect(result.status).toBe(status);
        expect(result.body.error).toBe(message);
        expect(statuses.length).toBeGreaterThan(1);
        expect(statuses.every((code) => code === 200)).toBe(true);
        expect(await storedImports()).toEqual(before);
      },
    );

    it("counts blank rows against the row limit", async () => {
      const blankRows = Array.from({ length: 200_000 }, (_, i) => `<row r="${i + 3}"/>`);
      const sheet = pack(SHEET_HEAD + HEADER_AND_ONE_ROW + blankRows.join("") + SHEET_TAIL);
      const before = await storedImports();
      const res = await upload(buildZip(workbookParts(sheet)), "blank.xlsx");
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(IMPORT_MESSAGES.tooManyRows);
      expect(await storedImports()).toEqual(before);

      // The same rows below the limit: read, and only the row with a value is kept.
      const fewer = pack(
        SHEET_HEAD + HEADER_AND_ONE_ROW + blankRows.slice(0, 1000).join("") + SHEET_TAIL,
      );
      const ok = await upload(buildZip(workbookParts(fewer)), "blank.xlsx");
      expect(ok.status).toBe(201);
      expect(ok.body).toMatchObject({ totalRows: 1, sample: [["Acme"]] });
    });
  });
});
