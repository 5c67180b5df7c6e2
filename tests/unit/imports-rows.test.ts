import { SameCompanyIndex } from "@/lib/server/catalogue/same-company";
import { suggestMapping } from "@/lib/server/imports/map";
import { industryOf } from "@/lib/server/imports/industries";
import { checkRow, oversizedCell, parseAmount } from "@/lib/server/imports/validate";
import { csvLine } from "@/lib/shared/csv";
import { importDecisionsSchema, importMappingSchema } from "@/lib/shared/schemas/imports";

describe("suggestMapping", () => {
  it("maps common header names, each column once", () => {
    expect(
      suggestMapping([
        "Company Name",
        "Web Site",
        "Sector",
        "HQ Country",
        "City",
        "Summary",
        "Annual Revenue (USD)",
        "Contact",
        "Email",
        "Phone",
        "Job Title",
      ]),
    ).toEqual({
      name: 0,
      website: 1,
      industry: 2,
      country: 3,
      city: 4,
      description: 5,
      revenue: 6,
      contactName: 7,
      contactEmail: 8,
      contactPhone: 9,
      contactTitle: 10,
    });
  });

  it("finds a name inside a longer header, and none when there is none", () => {
    expect(suggestMapping(["id", "Brand (legal)", "url"])).toEqual({ name: 1, website: 2 });
    expect(suggestMapping(["id", "value"]).name).toBeUndefined();
  });
});

describe("checkRow", () => {
  const mapping = {
    name: 0,
    website: 1,
    industry: 2,
    country: 3,
    revenue: 4,
    contactEmail: 5,
    contactName: 6,
    contactTitle: 7,
  };

  it("cleans the mapped fields", () => {
    const result = checkRow(
      [
        " Rolex SA ",
        "https://www.rolex.com/en",
        "luxury and watches",
        "Switzerland",
        "$11.5B",
        "a@b.ch",
        " Ann Marie Lee ",
        "CMO",
      ],
      mapping,
    );
    expect(result).toEqual({
      ok: true,
      warnings: [],
      values: expect.objectContaining({
        name: "Rolex SA",
        website: "https://www.rolex.com/en",
        domain: "rolex.com",
        industry: "Luxury & Watches",
        country: "CH",
        revenueUsd: 11_500_000_000,
        contact: { firstName: "Ann Marie", lastName: "Lee", email: "a@b.ch", title: "CMO" },
      }),
    });
  });

  it("reads everyday industry names as the catalogue's, with a note, and flags the rest", () => {
    const row = (industry: string) => checkRow(["Acme", "", industry], mapping);
    expect(row("Beverages")).toEqual({
      ok: true,
      warnings: ['Industry "Beverages" is read as Non-Alcoholic Beverages.'],
      values: expect.objectContaining({ industry: "Non-Alcoholic Beverages" }),
    });
    expect(row("aviation")).toMatchObject({
      warnings: ['Industry "aviation" is read as Airlines.'],
      values: { industry: "Airlines" },
    });
    expect(row("Food & Beverage")).toMatchObject({ values: { industry: "Food & Restaurants" } });
    expect(row("Widgets")).toEqual({
      ok: true,
      warnings: [
        'Industry "Widgets" is not one we know; it is left blank (use one of the catalogue\'s industries in the file, or choose one on the brand after the import).',
      ],
      values: expect.objectContaining({ industry: null }),
    });
  });

  it("checks the contact by the contacts' rules", () => {
    const contact = (name: string, email = "", title = "") =>
      checkRow(["Acme", "", "", "", "", email, name, title], mapping);
    expect(contact("Cher", "cher@acme.com")).toMatchObject({
      warnings: [],
      values: { contact: { firstName: "Cher", lastName: "", email: "cher@acme.com" } },
    });
    // A detail the rules refuse is left out; the person is still added.
    expect(contact("Ann Lee", "ann@", "x".repeat(256))).toEqual({
      ok: true,
      warnings: [
        'Contact email "ann@" is not an email address; the contact is added without it.',
        "The contact's title is longer than 255 characters; the contact is added without it.",
      ],
      values: expect.objectContaining({ contact: { firstName: "Ann", lastName: "Lee" } }),
    });
    // Without a usable name there is no contact.
    expect(contact("", "ann@acme.com")).toMatchObject({
      warnings: ["The contact has no name, so no contact is added."],
      values: { contact: null },
    });
    expect(contact("---", "ann@acme.com")).toMatchObject({
      warnings: [
        'Contact name "---" cannot be used (Name must contain a letter or digit); no contact is added.',
      ],
      values: { contact: null },
    });
    expect(contact(`${"x".repeat(256)} Lee`, "ann@")).toMatchObject({
      warnings: [
        expect.stringMatching(/^Contact name "x+…" cannot be used \(Name must be at most 255/),
      ],
      values: { contact: null },
    });
    expect(contact("")).toMatchObject({ warnings: [], values: { contact: null } });
  });

  it("leaves what it cannot understand empty, with a warning", () => {
    const result = checkRow(["Acme", "not a site", "Widgets", "Atlantis", "lots", ""], mapping);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.values).toMatchObject({
      website: null,
      industry: null,
      country: null,
      revenueUsd: null,
    });
    expect(result.warnings).toHaveLength(4);
  });

  it("requires a name of at most 255 characters", () => {
    expect(checkRow(["  ", "acme.com"], mapping)).toEqual({
      ok: false,
      reason: "The company name is empty.",
    });
    expect(checkRow(["x".repeat(256)], mapping)).toMatchObject({ ok: false });
    // The one name rule: placeholders, no letter or digit, control characters.
    expect(checkRow(["NaN"], mapping)).toEqual({
      ok: false,
      reason: 'The company name cannot be "NaN".',
    });
    expect(checkRow(["---"], mapping)).toEqual({
      ok: false,
      reason: "The company name must contain a letter or digit.",
    });
    expect(checkRow(["Acme\u0085Corp"], mapping)).toEqual({
      ok: false,
      reason: "The company name must not contain control characters.",
    });
  });

  it("finds a cell over 100 KB", () => {
    expect(oversizedCell(["ok", "x".repeat(100 * 1024 + 1)], ["Name", "Notes"])).toMatch(/"Notes"/);
    expect(oversizedCell(["ok"], ["Name"])).toBeNull();
  });
});

describe("parseAmount and industryOf", () => {
  it.each([
    ["1,200,000", 1_200_000],
    ["$1.2B", 1_200_000_000],
    ["3.5 million", 3_500_000],
    ["USD 40m", 40_000_000],
    ["950", 950],
  ])("%s → %d", (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });
  it.each(["-5", "€3m", "about 3", "1,2,3", ""])("%p is not an amount", (text) => {
    expect(parseAmount(text)).toBeNull();
  });
  it("matches industries ignoring case and '&', and their everyday names", () => {
    expect(industryOf("BANKING AND FINANCIAL SERVICES")).toBe("Banking & Financial Services");
    expect(industryOf("Oil & Gas")).toBe("Energy");
    expect(industryOf("Telecoms")).toBe("Telecommunications");
    expect(industryOf("Widgets")).toBeNull();
    // Names with several readings are left for the user.
    expect(industryOf("Sports")).toBeNull();
    expect(industryOf("Consumer goods")).toBeNull();
  });
});

describe("the same company in an import", () => {
  it("is found by domain, else by normalised name unless the sites differ", () => {
    const index = new SameCompanyIndex([
      { id: 1, name: "The Coca-Cola Company", domain: "coca-cola.com", country: "US" },
      { id: 2, name: "Apex", domain: "apex.com", country: null },
    ]);
    expect(index.find({ name: "Coke", domain: "coca-cola.com", country: null })?.id).toBe(1);
    expect(index.find({ name: "Coca Cola Inc.", domain: null, country: null })?.id).toBe(1);
    expect(index.find({ name: "Coca-Cola", domain: "www.coca-cola.com", country: "US" })?.id).toBe(
      1,
    );
    // Two known sites are two companies, even under one name; the commit then says the name is
    // taken rather than merging into the wrong brand.
    expect(index.find({ name: "APEX", domain: "apex.io", country: null })).toBeNull();
    expect(index.find({ name: "Apex Ltd", domain: "apex.io", country: null })).toBeNull();
    expect(index.find({ name: "Apex Ltd", domain: "shop.apex.com", country: null })?.id).toBe(2);
    expect(index.find({ name: "Other", domain: null, country: null })).toBeNull();
  });
});

describe("csvLine", () => {
  it("quotes and defuses formula starts", () => {
    expect(csvLine(["=1+1", "+x", "-y", "@z", 'a,"b"', 5, null])).toBe(
      `'=1+1,'+x,'-y,'@z,"a,""b""",5,\r\n`,
    );
  });
});

describe("import request schemas", () => {
  it("requires a name column and known fields", () => {
    expect(importMappingSchema.safeParse({ mapping: { website: 1 } }).success).toBe(false);
    expect(importMappingSchema.safeParse({ mapping: { name: 0, nope: 1 } }).success).toBe(false);
    expect(importMappingSchema.safeParse({ mapping: { name: 0, website: 2 } }).success).toBe(true);
  });
  it("accepts decisions for rows or for all of a kind", () => {
    expect(importDecisionsSchema.safeParse({}).success).toBe(false);
    expect(importDecisionsSchema.safeParse({ catalogue: "skip" }).success).toBe(true);
    expect(
      importDecisionsSchema.safeParse({ rows: [{ rowNumber: 3, decision: "create" }] }).success,
    ).toBe(true);
    expect(
      importDecisionsSchema.safeParse({ rows: [{ rowNumber: 3, decision: "x" }] }).success,
    ).toBe(false);
  });
});
