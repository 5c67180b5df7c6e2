import { and, eq, sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/server/db/client";
import {
  eventBrands,
  matchHistogram,
  matchRankings,
  sponsorBrandCounts,
  sponsorBrands,
  sponsorMatchScores,
} from "@/lib/server/db/schema";
import { EXPORT_CSV_HEADER, RANKING_BATCH } from "@/lib/server/imports/export";
import { seedDatabase } from "@/lib/server/seed/seed-database";
import { resolveContext } from "@/lib/server/sponsors/context";
import { markRankingsStale } from "@/lib/server/sponsors/ranking";
import { rankContext } from "@/lib/server/sponsors/scores";
import { csvLine } from "@/lib/shared/csv";
import { nameSortKey } from "@/lib/shared/text";
import { createTestUser, resetDatabase } from "../support/db";
import { http, signIn } from "../support/http";
import { startSecondServer, type SecondServer } from "../support/second-server";

// Rankings are stored per context and served from the database: these tests check that what the
// discovery and list endpoints answer equals the rules applied to the stored scores, that counts
// kept by triggers stay exact, that a ranking under way never shows, and that two server
// processes on one database agree.

let cookie: string;
let liv: number;
let second: SecondServer;

interface Scored {
  id: number;
  name: string;
  industry: string | null;
  match: number;
  audience: number;
  value: number;
  brand: number;
}

/** Every stored score of LIV Golf's ranking, with the sponsor's name and industry. */
async function storedScores(contextId = liv): Promise<Scored[]> {
  const rows = await getDb()
    .select({
      id: sponsorBrands.id,
      name: sponsorBrands.name,
      industry: sponsorBrands.industry,
      match: sponsorMatchScores.matchPercentage,
      audience: sponsorMatchScores.audienceMatch,
      value: sponsorMatchScores.valueMatch,
      brand: sponsorMatchScores.brandValueMatch,
    })
    .from(sponsorMatchScores)
    .innerJoin(sponsorBrands, eq(sponsorBrands.id, sponsorMatchScores.sponsorBrandId))
    .where(
      and(
        eq(sponsorMatchScores.contextType, "event-brand"),
        eq(sponsorMatchScores.contextId, contextId),
      ),
    );
  return rows;
}

/** The discovery rules, written out plainly: the oracle the SQL must agree with. */
function expected(
  all: Scored[],
  options: {
    search?: string;
    minMatch?: number;
    industries?: string[];
    sortBy?: "match" | "audience" | "value" | "brand" | "name";
    order?: "asc" | "desc";
    tab?: "excellent" | "good" | "fair" | "all";
    page?: number;
    pageSize?: number;
  },
) {
  const minMatch = options.minMatch ?? 50;
  const needle = (options.search ?? "").trim().toLowerCase();
  const industries = new Set(options.industries ?? []);
  const kept = all.filter(
    (s) =>
      s.match >= minMatch &&
      (industries.size === 0 || (s.industry !== null && industries.has(s.industry))) &&
      (needle === "" ||
        s.name.toLowerCase().includes(needle) ||
        (s.industry ?? "").toLowerCase().includes(needle)),
  );
  const band = (m: number) => (m >= 85 ? "excellent" : m >= 70 ? "good" : "fair");
  const counts = { excellent: 0, good: 0, fair: 0, all: kept.length };
  for (const s of kept) counts[band(s.match)] += 1;
  const byName = (a: Scored, b: Scored) => {
    const x = nameSortKey(a.name);
    const y = nameSortKey(b.name);
    return x < y ? -1 : x > y ? 1 : a.id - b.id;
  };
  const sortBy = options.sortBy ?? "match";
  const ranked = [...kept].sort((a, b) =>
    sortBy === "name" ? byName(a, b) : b[sortBy] - a[sortBy] || byName(a, b),
  );
  if (options.order === "asc") ranked.reverse();
  // Without a tab: the first band holding results, Excellent when none does.
  const tab =
    options.tab ??
    (["excellent", "good", "fair"] as const).find((t) => counts[t] > 0) ??
    "excellent";
  const inTab = tab === "all" ? ranked : ranked.filter((s) => band(s.match) === tab);
  const pageSize = options.pageSize ?? 24;
  const page = options.page ?? 1;
  return { counts, ids: inTab.slice((page - 1) * pageSize, page * pageSize).map((s) => s.id) };
}

async function discovery(query: string, base?: string) {
  const res = await http(`/api/sponsor-discovery?eventBrandId=${liv}${query}`, { cookie, base });
  expect(res.status).toBe(200);
  return res.body;
}

const idsOf = (sponsors: Array<{ id: number }>) => sponsors.map((s) => s.id);

async function brandId(name: string): Promise<number> {
  const [row] = await getDb()
    .select({ id: eventBrands.id })
    .from(eventBrands)
    .where(eq(eventBrands.name, name));
  return row!.id;
}

/** Give LIV Golf another property's profile, so that a new ranking differs from the stored one. */
async function swapLivProfile(from: string) {
  await getDb().execute(
    sql`update event_brands set profile = (select profile from event_brands where name = ${from})
        where id = ${liv}`,
  );
}

async function rankingOf(contextId: number) {
  const [row] = await getDb()
    .select()
    .from(matchRankings)
    .where(
      and(eq(matchRankings.contextType, "event-brand"), eq(matchRankings.contextId, contextId)),
    );
  return row;
}

beforeAll(async () => {
  await resetDatabase();
  await seedDatabase();
  liv = await brandId("LIV Golf");
  const user = await createTestUser();
  cookie = await signIn(user.username, user.password);
  second = await startSecondServer();
}, 120_000);

afterAll(async () => {
  await second?.stop();
});

describe("discovery answers the rules over the stored ranking", () => {
  let all: Scored[];

  beforeAll(async () => {
    await discovery(""); // ranks LIV Golf on first read
    all = await storedScores();
  });

  it("ranks every sponsor of the catalogue and says so", async () => {
    const [{ brands }] = (await getDb()
      .select({ brands: sql<number>`count(*)`.mapWith(Number) })
      .from(sponsorBrands)) as [{ brands: number }];
    expect(all).toHaveLength(brands);
    const body = await discovery("");
    expect(body.total).toBe(brands);
    expect(body.ranking).toMatchObject({ status: "ready", sponsorCount: brands });
    expect(body.top).toHaveLength(6);
    expect(idsOf(body.top)).toEqual(expected(all, { minMatch: 0, tab: "all", pageSize: 6 }).ids);
  });

  it.each([
    ["the defaults", "", {}],
    ["every band", "&minMatch=0&tab=all", { minMatch: 0, tab: "all" as const }],
    [
      "page 3 of All",
      "&minMatch=0&tab=all&page=3&pageSize=10",
      { minMatch: 0, tab: "all" as const, page: 3, pageSize: 10 },
    ],
    ["the good band at 75 and up", "&minMatch=75&tab=good", { minMatch: 75, tab: "good" as const }],
    [
      "fair matches, lowest first",
      "&minMatch=0&tab=fair&order=asc",
      { minMatch: 0, tab: "fair" as const, order: "asc" as const },
    ],
    [
      "value match, highest first",
      "&minMatch=0&tab=all&sortBy=valueMatch",
      { minMatch: 0, tab: "all" as const, sortBy: "value" as const },
    ],
    [
      "audience match, lowest first",
      "&minMatch=40&tab=all&sortBy=audienceMatch&order=asc",
      { minMatch: 40, tab: "all" as const, sortBy: "audience" as const, order: "asc" as const },
    ],
    [
      "name A-Z",
      "&minMatch=0&tab=all&sortBy=name",
      { minMatch: 0, tab: "all" as const, sortBy: "name" as const },
    ],
    [
      "name Z-A",
      "&minMatch=0&tab=all&sortBy=name&order=asc",
      { minMatch: 0, tab: "all" as const, sortBy: "name" as const, order: "asc" as const },
    ],
    [
      "a search on name or industry",
      "&search=%20BANK%20&minMatch=0&tab=all",
      { search: "bank", minMatch: 0, tab: "all" as const },
    ],
  ])("%s", async (_label, query, options) => {
    const body = await discovery(query);
    const want = expected(all, options);
    expect(body.counts).toEqual(want.counts);
    expect(idsOf(body.sponsors)).toEqual(want.ids);
  });

  it("without a tab, answers the first band holding results; a tab asked for is kept", async () => {
    const kept = (needle: string) =>
      expected(all, { search: needle, tab: "all", pageSize: all.length }).ids;
    const target = all.find(
      (s) =>
        s.match >= 70 &&
        s.match < 85 &&
        kept(s.name.toLowerCase()).every((id) => all.find((x) => x.id === id)!.match < 85),
    );
    expect(target).toBeDefined();
    const search = `&search=${encodeURIComponent(target!.name)}`;
    const landed = await discovery(search);
    expect(landed.counts.excellent).toBe(0);
    expect(landed.tab).toBe("good");
    expect(idsOf(landed.sponsors)).toContain(target!.id);
    expect(idsOf(landed.sponsors)).toEqual(
      expected(all, { search: target!.name.toLowerCase() }).ids,
    );
    const asked = await discovery(`${search}&tab=excellent`);
    expect(asked.tab).toBe("excellent");
    expect(asked.sponsors).toEqual([]);
    // The defaults open on Excellent Matches when it holds results.
    expect((await discovery("")).tab).toBe("excellent");
  });

  it("filters by several industries, names with commas included", async () => {
    const industries = [...new Set(all.map((s) => s.industry).filter(Boolean))] as string[];
    const chosen = industries.filter((name) => name.includes(",")).slice(0, 1);
    chosen.push(industries.find((name) => !chosen.includes(name))!);
    const query = `&minMatch=30&tab=all&industries=${encodeURIComponent(chosen.join("|"))}`;
    const body = await discovery(query);
    const want = expected(all, { minMatch: 30, tab: "all", industries: chosen });
    expect(want.counts.all).toBeGreaterThan(0);
    expect(body.counts).toEqual(want.counts);
    expect(idsOf(body.sponsors)).toEqual(want.ids);
    expect(body.industries).toEqual(
      [...body.industries].sort((a: string, b: string) =>
        a.localeCompare(b, "en", { sensitivity: "base" }),
      ),
    );
    expect(body.industries).toEqual(expect.arrayContaining(industries));
  });

  it("the sponsor list sorted by match pages through the same ranking", async () => {
    const order = expected(all, { minMatch: 0, tab: "all", pageSize: all.length }).ids;
    const first = await http(`/api/sponsor-brands?eventBrandId=${liv}&pageSize=12`, { cookie });
    expect(Number(first.headers.get("x-total-count"))).toBe(all.length);
    expect(idsOf(first.body)).toEqual(order.slice(0, 12));
    const third = await http(`/api/sponsor-brands?eventBrandId=${liv}&pageSize=12&page=3`, {
      cookie,
    });
    expect(idsOf(third.body)).toEqual(order.slice(24, 36));
    const industry = all[0]!.industry!;
    const inIndustry = all.filter((s) => s.industry === industry).map((s) => s.id);
    const filtered = await http(
      `/api/sponsor-brands?eventBrandId=${liv}&pageSize=100&industry=${encodeURIComponent(industry)}`,
      { cookie },
    );
    expect(Number(filtered.headers.get("x-total-count"))).toBe(inIndustry.length);
    expect(idsOf(filtered.body)).toEqual(
      order.filter((id) => inIndustry.includes(id)).slice(0, 100),
    );
  });

  it("refuses bad filters with the field's message and changes nothing", async () => {
    for (const [query, message] of [
      ["&minMatch=150", "minMatch must be between 0 and 100"],
      ["&tab=best", "tab must be one of: excellent, good, fair, all"],
      ["&order=up", "order must be asc or desc"],
      ["&page=0", undefined],
    ] as const) {
      const res = await http(`/api/sponsor-discovery?eventBrandId=${liv}${query}`, { cookie });
      expect(res.status).toBe(400);
      if (message) expect(res.body.error).toBe(message);
    }
    expect((await http(`/api/sponsor-discovery?eventBrandId=${liv}`)).status).toBe(401);
    expect((await http(`/api/sponsor-discovery?eventBrandId=999999`, { cookie })).status).toBe(404);
  });
});

describe("counts kept by triggers", () => {
  it("brand counts and the match histogram equal a full count after creates, edits and deletes", async () => {
    await discovery("");
    const created = await http("/api/sponsor-brands", {
      cookie,
      json: { name: "Trigger Count Co", industry: "Technology & Software" },
    });
    expect(created.status).toBe(201);
    await http(`/api/sponsor-brands/${created.body.id}`, {
      method: "PATCH",
      cookie,
      json: { industry: "Telecommunications" },
    });
    await getDb().delete(sponsorBrands).where(eq(sponsorBrands.name, "Zurich"));

    const counted = await queryRows<{ industry: string; brands: number }>(
      sql`select coalesce(industry, '') as industry, count(*)::int as brands
          from sponsor_brands group by 1`,
    );
    const kept = await getDb().select().from(sponsorBrandCounts);
    const nonZero = (rows: Array<{ industry: string; brands: number }>) =>
      Object.fromEntries(rows.filter((r) => r.brands > 0).map((r) => [r.industry, r.brands]));
    expect(nonZero(kept)).toEqual(nonZero(counted));

    const histogram = await queryRows<{ key: string; n: number }>(
      sql`select context_type || ':' || context_id || ':' || coalesce(industry, '') || ':' ||
            match_percentage as key, count(*)::int as n
          from sponsor_match_scores group by 1`,
    );
    const keptCells = await getDb().select().from(matchHistogram);
    const cells = Object.fromEntries(
      keptCells
        .filter((c) => c.sponsors > 0)
        .map((c) => [
          `${c.contextType}:${c.contextId}:${c.industry}:${c.matchPercentage}`,
          c.sponsors,
        ]),
    );
    expect(cells).toEqual(Object.fromEntries(histogram.map((h) => [h.key, h.n])));
    expect(keptCells.every((c) => c.sponsors >= 0)).toBe(true);
  });
});

describe("a ranking under way", () => {
  it("never shows: readers on both instances keep the previous ranking until it commits", async () => {
    await discovery("");
    const before = await storedScores();
    await swapLivProfile("SailGP");
    const context = (await resolveContext({ eventBrandId: liv }))!;
    let resume!: () => void;
    const paused = new Promise<void>((resolve) => (resume = resolve));
    let reached!: () => void;
    const atPause = new Promise<void>((resolve) => (reached = resolve));
    const run = rankContext(context, {
      onProgress: async () => {
        reached();
        await paused;
      },
    });
    await atPause; // the new scores are written, not committed
    for (const base of [undefined, second.url]) {
      const res = await http(
        `/api/sponsor-discovery?eventBrandId=${liv}&minMatch=0&tab=all&pageSize=100`,
        {
          cookie,
          base,
        },
      );
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(before.length);
      expect(idsOf(res.body.sponsors)).toEqual(
        expected(before, { minMatch: 0, tab: "all", pageSize: 100 }).ids,
      );
    }
    resume();
    await run;
    const after = await storedScores();
    expect(after).toHaveLength(before.length);
    expect(after.map((s) => s.match)).not.toEqual(before.map((s) => s.match));
    const res = await discovery("&minMatch=0&tab=all&pageSize=100", second.url);
    expect(idsOf(res.sponsors)).toEqual(
      expected(after, { minMatch: 0, tab: "all", pageSize: 100 }).ids,
    );
  });
});

describe("two server processes on one database", () => {
  it("a sponsor created and edited through one instance is ranked on the other at once", async () => {
    await discovery("", second.url);
    const profile = {
      budgetBand: "XL",
      markets: {
        regions: ["Middle East", "Europe", "North America"],
        countries: ["SA", "GB", "US"],
      },
      audience: {
        ageBands: ["35-44", "45-54"],
        genderSkew: "male",
        income: "high",
        interests: ["golf", "luxury", "travel"],
      },
      brandValues: ["performance", "boldness", "global"],
      sportsSponsorships: [{ property: "The Open", sport: "Golf", since: 2015 }],
    };
    const created = await http("/api/sponsor-brands", {
      cookie,
      json: { name: "Two Instance Motors", industry: "Automotive", profile },
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const seen = await http(`/api/sponsor-brands/${id}?eventBrandId=${liv}`, {
      cookie,
      base: second.url,
    });
    const strong = seen.body.matchDetail.matchPercentage;
    const search = await http(
      `/api/sponsor-discovery?eventBrandId=${liv}&search=two%20instance&minMatch=0&tab=all`,
      { cookie, base: second.url },
    );
    expect(
      search.body.sponsors.map((s: { id: number; matchPercentage: number }) => [
        s.id,
        s.matchPercentage,
      ]),
    ).toEqual([[id, strong]]);

    const edited = await http(`/api/sponsor-brands/${id}?eventBrandId=${liv}`, {
      method: "PATCH",
      cookie,
      json: {
        profile: {
          ...profile,
          budgetBand: "XS",
          audience: { ...profile.audience, interests: ["gaming"] },
        },
      },
    });
    expect(edited.status).toBe(200);
    const again = await http(
      `/api/sponsor-discovery?eventBrandId=${liv}&search=two%20instance&minMatch=0&tab=all`,
      { cookie, base: second.url },
    );
    expect(again.body.sponsors[0].matchPercentage).toBeLessThan(strong);
    expect(again.body.sponsors[0].matchPercentage).toBe(edited.body.matchDetail.matchPercentage);
  });

  it("Refresh Sponsors on one instance: the other serves the previous ranking, whole, until the new one is ready", async () => {
    const before = await discovery("&minMatch=0&tab=all", second.url);
    await swapLivProfile("The Hundred");
    const refresh = await http("/api/sponsor-discovery/refresh", {
      cookie,
      json: { eventBrandId: liv },
    });
    expect(refresh.status).toBe(202);
    expect(["ranking", "ready"]).toContain(refresh.body.ranking.status);
    const deadline = Date.now() + 15_000;
    let latest = before;
    while (Date.now() < deadline) {
      latest = await discovery("&minMatch=0&tab=all", second.url);
      expect(latest.total).toBe(before.total);
      expect(latest.sponsors).toHaveLength(before.sponsors.length);
      if (latest.ranking.status === "ready" && latest.computedAt > before.computedAt) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(latest.ranking).toMatchObject({ status: "ready", progress: 100 });
    expect(latest.computedAt > before.computedAt).toBe(true);
  });

  it("a bulk change: the next read on either instance starts one background run and serves the old ranking meanwhile", async () => {
    const before = await discovery("&minMatch=0&tab=all");
    const [{ now: changedAt }] = (await queryRows<{ now: string }>(
      sql`select now()::text as now`,
    )) as [{ now: string }];
    await getDb().execute(
      sql`insert into sponsor_brands (name, industry, profile, source)
          select 'Bulk Brand ' || g, 'Technology', profile, 'user'
          from sponsor_brands, generate_series(1, 40) as g where name = 'Rolex'`,
    );
    await markRankingsStale();
    const [a, b] = await Promise.all([
      discovery("&minMatch=0&tab=all"),
      discovery("&minMatch=0&tab=all", second.url),
    ]);
    // The read that claims the run answers the old ranking, whole. The other read may come in after
    // the run has finished (a loaded machine can hold a request that long): then it answers the new
    // ranking, whole. Never anything between.
    for (const read of [a, b]) expect([before.total, before.total + 40]).toContain(read.total);
    expect([a.total, b.total]).toContain(before.total);
    const deadline = Date.now() + 15_000;
    let latest = b;
    while (Date.now() < deadline && latest.total !== before.total + 40) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      latest = await discovery("&minMatch=0&tab=all", second.url);
      expect([before.total, before.total + 40]).toContain(latest.total);
    }
    expect(latest.total).toBe(before.total + 40);
    expect((await rankingOf(liv))?.status).toBe("ready");
    // Both instances read at once; one claimed the run.
    const jobs = await queryRows<{ n: number }>(
      sql`select count(*)::int as n from jobs where type = 'rank-context'
          and data->>'contextId' = ${String(liv)} and created_at >= ${changedAt}::timestamptz`,
    );
    expect(jobs[0]!.n).toBe(1);
  });
});

describe("the CSV export of a ranking larger than one batch", () => {
  let all: Scored[];

  beforeAll(async () => {
    // Copies of every brand, each name twice but for an accent (one name key): ties on match and
    // name key that only the id orders.
    await getDb().execute(
      sql`insert into sponsor_brands (name, industry, profile, source)
          select name || case when g > 4 then ' cópy ' else ' copy ' end || (g % 4), industry,
            profile, 'user'
          from sponsor_brands, generate_series(1, 8) as g`,
    );
    await rankContext((await resolveContext({ eventBrandId: liv }))!);
    all = await storedScores();
  });

  it("has every row of the ranking once, in order, both ways", async () => {
    expect(all.length).toBeGreaterThan(2 * RANKING_BATCH);
    const base = process.env.TEST_BASE_URL ?? "http://127.0.0.1:3000";
    const byId = new Map(all.map((s) => [s.id, s]));
    const ranked = expected(all, { minMatch: 0, tab: "all", pageSize: all.length }).ids;
    for (const order of ["desc", "asc"] as const) {
      const res = await fetch(
        `${base}/api/sponsor-brands/export.csv?eventBrandId=${liv}&sort=match&order=${order}`,
        { headers: { cookie } },
      );
      expect(res.status).toBe(200);
      const lines = (await res.text()).replace(/^\uFEFF/, "").split("\r\n");
      expect(lines.shift()).toBe(csvLine(EXPORT_CSV_HEADER).replace(/\r\n$/, ""));
      expect(lines.pop()).toBe("");
      // Each line starts with its brand's name and scores, in the ranking's order.
      const ids = order === "desc" ? ranked : [...ranked].reverse();
      const wanted = ids.map((id) => {
        const s = byId.get(id)!;
        return csvLine([s.name, s.match, s.audience, s.value, s.brand]).replace(/\r\n$/, ",");
      });
      expect(lines).toHaveLength(wanted.length);
      const misplaced = lines.findIndex((line, i) => !line.startsWith(wanted[i]!));
      expect({ misplaced, line: lines[misplaced] }).toEqual({ misplaced: -1, line: undefined });
    }
  });
});
