import { asc, eq } from "drizzle-orm";
import { resetEnvCache } from "@/lib/env";
import { findCatalogueSponsor } from "@/lib/server/ai/catalogue";
import { getDb } from "@/lib/server/db/client";
import { sponsorBrands, watchlistNews } from "@/lib/server/db/schema";
import { forgetFeedReads } from "@/lib/server/news/freshness";
import { listWatchlistNews } from "@/lib/server/news/queries";
import {
  refreshCompaniesNews,
  refreshCompanyNews,
  waitForNewsRefreshes,
} from "@/lib/server/news/refresh";
import { seedSampleNews } from "@/lib/server/seed/news";
import { followSponsor } from "@/lib/server/sponsors/favorites";
import { SAMPLE_NEWS_SOURCE } from "@/lib/shared/schemas/news";
import { createTestUser, resetDatabase } from "../support/db";
import { atomFeed, rssFeed, startFeedServer, type FeedServer } from "../support/feed-server";

/** The news module against the real database and a feed server of the test's own. */

const saved = { ...process.env };
let feeds: FeedServer;
let ids: { rolex: number; bmw: number; hsbc: number };

const DAY = 24 * 60 * 60_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

async function insertCatalogueBrand(slug: string): Promise<number> {
  const entry = findCatalogueSponsor(slug, null)!;
  const [row] = await getDb()
    .insert(sponsorBrands)
    .values({
      slug,
      name: entry.name,
      industry: entry.industry,
      overview: entry.overview,
      profile: entry.profile,
    })
    .returning({ id: sponsorBrands.id });
  return row!.id;
}

const storedFor = (sponsorBrandId: number) =>
  getDb()
    .select()
    .from(watchlistNews)
    .where(eq(watchlistNews.sponsorBrandId, sponsorBrandId))
    .orderBy(asc(watchlistNews.id));

function useFeeds(): void {
  process.env.NEWS_FEED_URL_TEMPLATE = feeds.template;
  resetEnvCache();
}

beforeAll(async () => {
  delete process.env.OPENAI_API_KEY;
  process.env.LOG_LEVEL = "silent";
  resetEnvCache();
  feeds = await startFeedServer();
});

afterAll(async () => {
  await waitForNewsRefreshes();
  await feeds.close();
  process.env = saved;
  resetEnvCache();
});

beforeEach(async () => {
  await resetDatabase();
  forgetFeedReads();
  feeds.reset();
  delete process.env.NEWS_FEED_URL_TEMPLATE;
  resetEnvCache();
  ids = {
    rolex: await insertCatalogueBrand("rolex"),
    bmw: await insertCatalogueBrand("bmw"),
    hsbc: await insertCatalogueBrand("hsbc"),
  };
});

afterEach(async () => {
  // A refresh left running in the background must not write into the next test's database.
  await waitForNewsRefreshes();
});

describe("reading feeds", () => {
  it("stores RSS items with their source and date, once", async () => {
    useFeeds();
    const published = daysAgo(2);
    feeds.setFeed("Rolex", {
      body: rssFeed("Golf Wire", [
        {
          title: "Rolex renews The Open partnership",
          link: "https://news.example/rolex-open",
          guid: "wire-1",
          date: published,
          description: "<p>Rolex and <b>The R&amp;A</b> extend their deal.</p>",
          source: "Reuters",
        },
        { title: "Rolex opens a new boutique", guid: "wire-2", date: daysAgo(5) },
      ]),
    });
    const first = await refreshCompanyNews(ids.rolex);
    expect(first).toMatchObject({ status: "ok", read: 2, stored: 2 });

    const rows = await storedFor(ids.rolex);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      companyName: "Rolex",
      externalId: "wire-1",
      title: "Rolex renews The Open partnership",
      url: "https://news.example/rolex-open",
      latestNews: "Rolex and The R&A extend their deal.",
      source: "Reuters",
      isSample: false,
    });
    // RSS dates (RFC 822) carry whole seconds.
    expect(rows[0]!.newsDate!.toUTCString()).toBe(published.toUTCString());
    expect(rows[1]).toMatchObject({
      source: "Golf Wire",
      latestNews: "Rolex opens a new boutique",
    });

    const second = await refreshCompanyNews(ids.rolex);
    expect(second).toMatchObject({ status: "ok", read: 2, stored: 0 });
    expect(await storedFor(ids.rolex)).toHaveLength(2);
    expect(feeds.requests[0]).toContain(
      "q=%22Rolex%22%20sponsorship%20OR%20sponsor%20OR%20partnership",
    );
    expect(feeds.userAgents[0]).toMatch(/^Pitchside-News\//);
  });

  it("stores Atom entries, using the alternate link and the entry's source", async () => {
    useFeeds();
    const published = daysAgo(1);
    feeds.setFeed("BMW", {
      contentType: "application/atom+xml",
      body: atomFeed("Motor Atom", [
        {
          title: "BMW extends PGA Championship title deal",
          link: "https://atom.example/bmw-1",
          guid: "urn:uuid:bmw-1",
          date: published,
          description: "<div>Title partner <i>until 2030</i></div>",
          source: "Motor Daily",
        },
        { title: "BMW unveils a concept car", guid: "urn:uuid:bmw-2", date: daysAgo(3) },
      ]),
    });
    expect(await refreshCompanyNews(ids.bmw)).toMatchObject({ status: "ok", stored: 2 });
    const rows = await storedFor(ids.bmw);
    expect(rows[0]).toMatchObject({
      externalId: "urn:uuid:bmw-1",
      url: "https://atom.example/bmw-1",
      latestNews: "Title partner until 2030",
      source: "Motor Daily",
    });
    expect(rows[0]!.newsDate?.toISOString()).toBe(published.toISOString());
    expect(rows[1]).toMatchObject({ source: "Motor Atom", url: null });
  });

  it("identifies an item without guid by its link, and drops links that are not http(s)", async () => {
    useFeeds();
    feeds.setFeed("Rolex", {
      body: rssFeed("Feed", [
        { title: "Linked", link: "https://news.example/linked", date: daysAgo(1) },
        { title: "Scripted", link: "javascript:alert(document.cookie)", date: daysAgo(1) },
        { title: "Data", link: "data:text/html,<script>alert(1)</script>", date: daysAgo(1) },
        { title: "Relative", link: "/story/7", date: daysAgo(1) },
      ]),
    });
    await refreshCompanyNews(ids.rolex);
    const byTitle = Object.fromEntries((await storedFor(ids.rolex)).map((r) => [r.title, r]));
    expect(byTitle.Linked).toMatchObject({
      externalId: "https://news.example/linked",
      url: "https://news.example/linked",
    });
    expect(byTitle.Scripted?.url).toBeNull();
    expect(byTitle.Data?.url).toBeNull();
    expect(byTitle.Relative?.url).toBe(`${feeds.origin}/story/7`);
    expect(await refreshCompanyNews(ids.rolex)).toMatchObject({ stored: 0 });
  });

  it("strips HTML from descriptions and keeps only the last 90 days", async () => {
    useFeeds();
    feeds.setFeed("Rolex", {
      body: rssFeed("Feed", [
        {
          guid: "html",
          title: "<em>Bold</em> move",
          date: daysAgo(1),
          description:
            '<div><script>alert(1)</script><style>p{}</style><p>Plain &amp; simple</p><img src="x" onerror="alert(1)"></div>',
        },
        { guid: "old", title: "Old news", date: daysAgo(120) },
        { guid: "undated", title: "Undated" },
      ]),
    });
    expect(await refreshCompanyNews(ids.rolex)).toMatchObject({ read: 3, stored: 2 });
    const rows = await storedFor(ids.rolex);
    expect(rows.map((r) => r.externalId).sort()).toEqual(["html", "undated"]);
    const html = rows.find((r) => r.externalId === "html")!;
    expect(html.title).toBe("Bold move");
    expect(html.latestNews).toBe("Plain & simple");
    expect(rows.find((r) => r.externalId === "undated")?.newsDate).toBeNull();
  });
});

describe("feeds that fail", () => {
  it("reports malformed XML clearly, stores nothing for that company, and others still succeed", async () => {
    useFeeds();
    feeds.setFeed("BMW", { body: "<rss><channel><item><title>Broken</channel>" });
    feeds.setFeed("HSBC", {
      body: "<html><body>Not a feed</body></html>",
      contentType: "text/html",
    });
    feeds.setFeed("Rolex", {
      body: rssFeed("Feed", [{ guid: "ok", title: "Fine", date: daysAgo(1) }]),
    });
    const outcomes = await refreshCompaniesNews([ids.bmw, ids.hsbc, ids.rolex]);
    const byId = new Map(outcomes.map((o) => [o.sponsorBrandId, o]));
    expect(byId.get(ids.bmw)).toMatchObject({
      status: "failed",
      error: expect.stringMatching(/not well-formed XML/),
    });
    expect(byId.get(ids.hsbc)).toMatchObject({
      status: "failed",
      error: expect.stringMatching(/neither an RSS 2.0 nor an Atom feed/),
    });
    expect(byId.get(ids.rolex)).toMatchObject({ status: "ok", stored: 1 });
    expect(await storedFor(ids.bmw)).toEqual([]);
    expect(await storedFor(ids.hsbc)).toEqual([]);
  });

  it("skips a feed that answers too slowly", async () => {
    useFeeds();
    feeds.setFeed("BMW", {
      delayMs: 1500,
      body: rssFeed("Slow", [{ guid: "slow", title: "Late", date: daysAgo(1) }]),
    });
    const started = Date.now();
    const outcome = await refreshCompanyNews(ids.bmw, { timeoutMs: 200 });
    expect(Date.now() - started).toBeLessThan(1200);
    expect(outcome).toMatchObject({
      status: "failed",
      error: "The feed did not answer within 200 ms.",
    });
    expect(await storedFor(ids.bmw)).toEqual([]);
  });

  it("refuses an oversized feed, streamed or declared, without reading it whole", async () => {
    useFeeds();
    feeds.setFeed("BMW", { streamBytes: 3 * 1024 * 1024 });
    expect(await refreshCompanyNews(ids.bmw)).toMatchObject({
      status: "failed",
      error: "The feed is larger than 2 MB.",
    });
    const body = rssFeed("Big", [{ guid: "big", title: "x".repeat(2000), date: daysAgo(1) }]);
    feeds.setFeed("HSBC", { body, declaredLength: Buffer.byteLength(body) });
    expect(await refreshCompanyNews(ids.hsbc, { maxBytes: 1024 })).toMatchObject({
      status: "failed",
      error: "The feed is larger than 1 KB.",
    });
    expect(await storedFor(ids.bmw)).toEqual([]);
    expect(await storedFor(ids.hsbc)).toEqual([]);
  });

  it("reports an HTTP error status", async () => {
    useFeeds();
    feeds.setFeed("BMW", { status: 503, body: "busy" });
    expect(await refreshCompanyNews(ids.bmw)).toMatchObject({
      status: "failed",
      error: "The feed answered HTTP 503.",
    });
  });
});

describe("AI implications", () => {
  it("asks the (offline) provider about a few new items per refresh and records who answered", async () => {
    useFeeds();
    const items = Array.from({ length: 7 }, (_, i) => ({
      guid: `hsbc-${i}`,
      title: `HSBC signs sponsorship deal number ${i}`,
      date: daysAgo(i + 1),
    }));
    feeds.setFeed("HSBC", { body: rssFeed("Feed", items) });
    expect(await refreshCompanyNews(ids.hsbc)).toMatchObject({ stored: 7, assessed: 5 });
    let rows = await storedFor(ids.hsbc);
    const assessed = rows.filter((r) => r.sponsorshipImplications !== null);
    expect(assessed.map((r) => r.externalId).sort()).toEqual(
      ["hsbc-0", "hsbc-1", "hsbc-2", "hsbc-3", "hsbc-4"].sort(),
    );
    for (const row of assessed) {
      expect(row.aiProvider).toBe("offline");
      expect(row.sponsorshipImplications).toMatch(/partnership shows an active sponsorship budget/);
      expect(row.sponsorshipImplications).toMatch(/Offline reading/);
      // HSBC's catalogue deals include LIV Golf (2025): the recent-deals line reads the profile.
      expect(row.recentDeals).toMatch(/LIV Golf/);
    }
    expect(await refreshCompanyNews(ids.hsbc)).toMatchObject({ stored: 0, assessed: 2 });
    rows = await storedFor(ids.hsbc);
    expect(rows.every((r) => r.sponsorshipImplications !== null)).toBe(true);
  });
});

describe("listWatchlistNews", () => {
  it("refreshes the followed companies, answers the news fields newest first, and reads each feed once per 30 minutes", async () => {
    useFeeds();
    const user = await createTestUser();
    const other = await createTestUser();
    await followSponsor(user.id, ids.rolex);
    await followSponsor(user.id, ids.bmw);
    await followSponsor(other.id, ids.hsbc);
    feeds.setFeed("Rolex", {
      body: rssFeed("Feed", [
        { guid: "r1", title: "Rolex news", date: daysAgo(3), source: "Wire" },
      ]),
    });
    feeds.setFeed("BMW", {
      body: rssFeed("Feed", [{ guid: "b1", title: "BMW partnership", date: daysAgo(1) }]),
    });
    feeds.setFeed("HSBC", {
      body: rssFeed("Feed", [{ guid: "h1", title: "HSBC", date: daysAgo(1) }]),
    });

    const items = await listWatchlistNews(user.id, { limit: 10 });
    expect(items.map((i) => i.companyName)).toEqual(["BMW", "Rolex"]);
    expect(items[1]).toEqual({
      id: expect.any(Number),
      sponsorBrandId: ids.rolex,
      companyName: "Rolex",
      newsDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      title: "Rolex news",
      latestNews: "Rolex news",
      sponsorshipImplications: expect.any(String),
      recentDeals: expect.any(String),
      source: "Wire",
      url: null,
      isSample: false,
    });
    expect(feeds.hits("HSBC")).toBe(0);

    await listWatchlistNews(user.id, { limit: 10 });
    expect(feeds.hits("Rolex")).toBe(1);
    // Another instance (nothing remembered in memory) goes by the newest stored item: still fresh.
    forgetFeedReads();
    await listWatchlistNews(user.id, { limit: 10 });
    expect(feeds.hits("Rolex")).toBe(1);
    expect(feeds.hits("BMW")).toBe(1);
    expect(await listWatchlistNews(user.id, { limit: 1 })).toHaveLength(1);
  });

  it("does not retry a failed feed on every request", async () => {
    useFeeds();
    const user = await createTestUser();
    await followSponsor(user.id, ids.bmw);
    feeds.setFeed("BMW", { status: 500, body: "" });
    expect(await listWatchlistNews(user.id, {})).toEqual([]);
    expect(await listWatchlistNews(user.id, {})).toEqual([]);
    expect(feeds.hits("BMW")).toBe(1);
  });

  it("answers within its time budget with what is stored; a slow refresh finishes in the background", async () => {
    useFeeds();
    const user = await createTestUser();
    await followSponsor(user.id, ids.rolex);
    await followSponsor(user.id, ids.bmw);
    feeds.setFeed("Rolex", {
      body: rssFeed("Feed", [{ guid: "r1", title: "Quick", date: daysAgo(1) }]),
    });
    feeds.setFeed("BMW", {
      delayMs: 2000,
      body: rssFeed("Feed", [{ guid: "b1", title: "Slow", date: daysAgo(1) }]),
    });
    const started = Date.now();
    const items = await listWatchlistNews(user.id, { refresh: { budgetMs: 600 } });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(items.map((i) => i.title)).toEqual(["Quick"]);
    await waitForNewsRefreshes();
    expect((await listWatchlistNews(user.id, {})).map((i) => i.title).sort()).toEqual([
      "Quick",
      "Slow",
    ]);
  });

  it("offline (no template) answers only sample items and reads no feed; with one, samples are hidden", async () => {
    const user = await createTestUser();
    await followSponsor(user.id, ids.rolex);
    await followSponsor(user.id, ids.bmw);
    expect(await seedSampleNews(getDb())).toEqual({ created: 3 });
    expect(await seedSampleNews(getDb())).toEqual({ created: 0 });
    await getDb()
      .insert(watchlistNews)
      .values({
        sponsorBrandId: ids.rolex,
        companyName: "Rolex",
        externalId: "feed-item",
        latestNews: "A real feed item from an earlier configuration",
        newsDate: daysAgo(1),
        source: "Wire",
      });

    const offline = await listWatchlistNews(user.id, {});
    expect(offline.map((i) => i.companyName).sort()).toEqual(["BMW", "Rolex"]);
    for (const item of offline) {
      expect(item).toMatchObject({ isSample: true, source: SAMPLE_NEWS_SOURCE, url: null });
      expect(item.title).toMatch(/^Sample item: /);
      expect(item.latestNews).toMatch(/^Sample item for the offline demo, not a news report\./);
      expect(item.sponsorshipImplications).toMatch(/Offline reading/);
      expect(item.recentDeals).toBeTruthy();
    }
    expect(feeds.requests).toEqual([]);
    expect(await refreshCompanyNews(ids.rolex)).toMatchObject({ status: "skipped" });

    useFeeds();
    const live = await listWatchlistNews(user.id, {});
    expect(live.map((i) => i.latestNews)).toEqual([
      "A real feed item from an earlier configuration",
    ]);
  });

  it("checks the event brand and answers nothing for an empty watchlist", async () => {
    const user = await createTestUser();
    await expect(listWatchlistNews(user.id, { eventBrandId: 999_999 })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await listWatchlistNews(user.id, {})).toEqual([]);
  });
});
