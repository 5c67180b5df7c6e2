import fs from "node:fs";
import path from "node:path";
import { catalogueSponsors } from "@/lib/server/ai/catalogue";
import { catalogueSponsorSchema, type CatalogueSponsor } from "@/lib/server/seed/catalogue-schema";
import { INDUSTRIES } from "@/lib/shared/profile";

/**
 * Checks the seeded sponsor catalogue (lib/server/seed/data/sponsors/*.json): every entry must
 * validate against the catalogue schema, and the catalogue as a whole must be consistent.
 */

const DATA_DIR = path.resolve(__dirname, "../../lib/server/seed/data/sponsors");

/** "Banking & Financial Services" -> "banking-financial-services" */
function industrySlug(industry: string): string {
  return industry
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

interface LoadedFile {
  file: string;
  raw: unknown;
  parseError: string | null;
}

function loadFiles(): LoadedFile[] {
  return fs
    .readdirSync(DATA_DIR)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((file) => {
      const text = fs.readFileSync(path.join(DATA_DIR, file), "utf8");
      try {
        return { file, raw: JSON.parse(text) as unknown, parseError: null };
      } catch (error) {
        return { file, raw: null, parseError: (error as Error).message };
      }
    });
}

const files = loadFiles();

function valueAt(item: unknown, keyPath: readonly PropertyKey[]): unknown {
  let current: unknown = item;
  for (const key of keyPath) {
    if (typeof current !== "object" || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

const truncate = (text: string, max = 120) => (text.length > max ? `${text.slice(0, max)}…` : text);

interface Entry {
  file: string;
  index: number;
  sponsor: CatalogueSponsor;
}

/** Entries that parsed and validated; failures are reported by the validation test. */
const entries: Entry[] = [];
const validationIssues: string[] = [];

for (const { file, raw, parseError } of files) {
  if (parseError !== null) {
    validationIssues.push(`${file}: invalid JSON (${parseError})`);
    continue;
  }
  if (!Array.isArray(raw)) {
    validationIssues.push(`${file}: expected a JSON array of entries`);
    continue;
  }
  raw.forEach((item: unknown, index) => {
    const result = catalogueSponsorSchema.safeParse(item);
    if (result.success) {
      entries.push({ file, index, sponsor: result.data });
    } else {
      const slug =
        typeof item === "object" && item !== null && "slug" in item ? String(item.slug) : "?";
      for (const issue of result.error.issues) {
        const at = issue.path.join(".") || "<root>";
        const value = JSON.stringify(valueAt(item, issue.path)) ?? "undefined";
        validationIssues.push(
          `${file}[${index}] (${slug}) ${at} = ${truncate(value)}: ${truncate(issue.message)}`,
        );
      }
    }
  });
}

const where = (entry: Entry) => `${entry.file}[${entry.index}] (${entry.sponsor.slug})`;

describe("sponsor catalogue data", () => {
  it("has JSON files to check", () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it("is what the app loads: every file of the folder is imported by lib/server/ai/catalogue", () => {
    expect(catalogueSponsors().map((sponsor) => sponsor.slug)).toEqual(
      entries.map((entry) => entry.sponsor.slug),
    );
  });

  it("parses every file and validates every entry against the catalogue schema", () => {
    expect(validationIssues).toEqual([]);
  });

  it("names each file after a known industry and holds at least 6 brands per file", () => {
    const known = new Map(
      INDUSTRIES.map((industry) => [`${industrySlug(industry)}.json`, industry]),
    );
    const problems: string[] = [];
    for (const { file, raw } of files) {
      if (!known.has(file)) problems.push(`${file}: not the slug of an industry in INDUSTRIES`);
      if (Array.isArray(raw) && raw.length < 6)
        problems.push(`${file}: only ${raw.length} entries`);
    }
    expect(problems).toEqual([]);
  });

  it("files every entry under its own industry", () => {
    const misplaced = entries
      .filter(({ file, sponsor }) => `${industrySlug(sponsor.industry)}.json` !== file)
      .map((entry) => `${where(entry)}: industry "${entry.sponsor.industry}"`);
    expect(misplaced).toEqual([]);
  });

  it("uses unique slugs", () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const entry of entries) {
      const previous = seen.get(entry.sponsor.slug);
      if (previous) duplicates.push(`${where(entry)} duplicates ${previous}`);
      else seen.set(entry.sponsor.slug, where(entry));
    }
    expect(duplicates).toEqual([]);
  });

  it("uses unique names, ignoring case", () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const entry of entries) {
      const key = entry.sponsor.name.trim().toLowerCase();
      const previous = seen.get(key);
      if (previous)
        duplicates.push(`${where(entry)} "${entry.sponsor.name}" duplicates ${previous}`);
      else seen.set(key, where(entry));
    }
    expect(duplicates).toEqual([]);
  });

  it("holds at least 250 brands across at least 20 industries", () => {
    expect(entries.length).toBeGreaterThanOrEqual(250);
    expect(new Set(entries.map(({ sponsor }) => sponsor.industry)).size).toBeGreaterThanOrEqual(20);
  });

  it("lists no brand value or interest twice within an entry", () => {
    const problems: string[] = [];
    for (const entry of entries) {
      const { brandValues, audience } = entry.sponsor.profile;
      if (new Set(brandValues).size !== brandValues.length) {
        problems.push(`${where(entry)}: duplicate brandValues ${brandValues.join(", ")}`);
      }
      if (new Set(audience.interests).size !== audience.interests.length) {
        problems.push(`${where(entry)}: duplicate interests ${audience.interests.join(", ")}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("gives every audience 3 to 8 interests", () => {
    const problems = entries
      .filter(({ sponsor }) => {
        const count = sponsor.profile.audience.interests.length;
        return count < 3 || count > 8;
      })
      .map(
        (entry) => `${where(entry)}: ${entry.sponsor.profile.audience.interests.length} interests`,
      );
    expect(problems).toEqual([]);
  });

  it("dates no sponsorship in the future", () => {
    const thisYear = new Date().getFullYear();
    const future = entries.flatMap((entry) =>
      entry.sponsor.profile.sportsSponsorships
        .filter(({ since }) => since !== null && since > thisYear)
        .map(({ property, since }) => `${where(entry)}: "${property}" since ${since}`),
    );
    expect(future).toEqual([]);
  });
});
