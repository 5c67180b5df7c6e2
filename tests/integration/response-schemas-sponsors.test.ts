/**
 * The declared response schemas of the sponsor, event, deal, import, interaction, pipeline,
 * sponsorship, user and watchlist routes describe what those routes really answer: each
 * operation is called against the seeded demo data and its body must parse with the schema the
 * route declares, with nothing left over (a field the serializer adds but the schema does not
 * declare fails too).
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/lib/server/db/client";
import { eventBrands, sponsorBrands, specificEvents } from "@/lib/server/db/schema";
import { seedDatabase } from "@/lib/server/seed/seed-database";
import { sponsorDealSchema, sponsorOptionSchema } from "@/lib/shared/schemas/deal";
import {
  importCommitSchema,
  importDetailSchema,
  importRowViewSchema,
  importUndoAnswerSchema,
  importViewSchema,
} from "@/lib/shared/schemas/imports";
import {
  interactionViewSchema,
  sponsorProgressStageViewSchema,
} from "@/lib/shared/schemas/interaction";
import { watchlistNewsItemSchema } from "@/lib/shared/schemas/news";
import { endedSessionsSchema, sessionViewSchema } from "@/lib/shared/schemas/session";
import {
  specificEventDetailSchema,
  specificEventSchema,
} from "@/lib/shared/schemas/specific-event";
import {
  customLogoSchema,
  discoveryRefreshSchema,
  discoveryResultSchema,
  favoriteFollowSchema,
  favoriteNotesSchema,
  favoriteViewSchema,
  matchAnalysisAnswerSchema,
  sponsorBrandDetailSchema,
  sponsorBrandSummarySchema,
  sponsorLogoSchema,
} from "@/lib/shared/schemas/sponsor";
import {
  engagementViewSchema,
  eventRecommendationsSchema,
  eventSponsorsSchema,
  sponsorEventLinkViewSchema,
  sponsorProgressViewSchema,
  sponsorshipViewSchema,
} from "@/lib/shared/schemas/sponsorship";
import {
  passwordChangedSchema,
  publicUserSchema,
  userSettingsSchema,
} from "@/lib/shared/schemas/user";
import { createTestUser, resetDatabase } from "../support/db";
import { http, signIn, waitForJob, type HttpResult } from "../support/http";
import { formWithFile, pngBytes } from "../support/images";

let admin: string;
let liv: number;
let riyadh: number;
const ids: Record<string, number> = {};

/**
 * The answer has this status and its body is exactly what the schema describes: it parses, and
 * parsing drops nothing (z.object strips keys it does not declare).
 */
function expectAnswer<S extends z.ZodType>(
  res: HttpResult,
  status: number,
  schema: S,
): z.output<S> {
  expect({ status: res.status, body: res.status === status ? "…" : res.body }).toEqual({
    status,
    body: "…",
  });
  const parsed = schema.safeParse(res.body);
  expect(parsed.error?.issues ?? []).toEqual([]);
  expect(parsed.data).toEqual(res.body);
  return parsed.data as z.output<S>;
}

/** A list answer: not empty (so its items are checked), each item as the schema says. */
const listOf = <S extends z.ZodType>(schema: S) => z.array(schema).min(1);

const idOf = async (table: typeof eventBrands | typeof specificEvents, name: string) =>
  (await getDb().select({ id: table.id }).from(table).where(eq(table.name, name)))[0]!.id;

beforeAll(async () => {
  await resetDatabase();
  await seedDatabase();
  liv = await idOf(eventBrands, "LIV Golf");
  riyadh = await idOf(specificEvents, "LIV Golf Riyadh");
  for (const slug of ["rolex", "omega", "bmw", "genesis"]) {
    ids[slug] = (
      await getDb()
        .select({ id: sponsorBrands.id })
        .from(sponsorBrands)
        .where(eq(sponsorBrands.slug, slug))
    )[0]!.id;
  }
  const user = await createTestUser({ role: "admin" });
  admin = await signIn(user.username, user.password);
});

describe("specific events", () => {
  it("list, create, read, update, its sponsors and recommendations, delete", async () => {
    const events = await http(`/api/specific-events?eventBrandId=${liv}`, { cookie: admin });
    expectAnswer(events, 200, listOf(specificEventSchema));

    const created = await http("/api/specific-events", {
      cookie: admin,
      json: { eventBrandId: liv, name: "LIV Golf Schema Open", startDate: "2031-05-01" },
    });
    const event = expectAnswer(created, 201, specificEventDetailSchema);
    expectAnswer(
      await http(`/api/specific-events/${event.id}`, { cookie: admin }),
      200,
      specificEventDetailSchema,
    );
    expectAnswer(
      await http(`/api/specific-events/${event.id}`, {
        method: "PATCH",
        cookie: admin,
        json: { locationName: "Schema Links" },
      }),
      200,
      specificEventDetailSchema,
    );

    await http("/api/sponsorships", {
      cookie: admin,
      json: { sponsorBrandId: ids.rolex, specificEventId: riyadh, sponsorshipLevel: "Title" },
    });
    await http("/api/sponsorships", {
      cookie: admin,
      json: { sponsorBrandId: ids.omega, specificEventId: riyadh, acknowledgeConflicts: true },
    });
    const sponsors = expectAnswer(
      await http(`/api/specific-events/${riyadh}/sponsors`, { cookie: admin }),
      200,
      eventSponsorsSchema,
    );
    // Two watchmakers at one event, one with Title rights: the conflicts are described too.
    expect(sponsors.sponsors.some((sponsor) => sponsor.conflicts.length > 0)).toBe(true);
    expectAnswer(
      await http(`/api/specific-events/${riyadh}/recommendations`, { cookie: admin }),
      200,
      eventRecommendationsSchema,
    );

    const deleted = await http(`/api/specific-events/${event.id}`, {
      method: "DELETE",
      cookie: admin,
    });
    expect(deleted.status).toBe(204);
  });
});

describe("sponsor brands", () => {
  it("the paged list, create, detail with a match, update, events, logos, match analysis, CSV", async () => {
    const page = await http(`/api/sponsor-brands?eventBrandId=${liv}&pageSize=12`, {
      cookie: admin,
    });
    expectAnswer(page, 200, listOf(sponsorBrandSummarySchema));
    expect(Number(page.headers.get("x-total-count"))).toBeGreaterThan(0);

    const created = await http("/api/sponsor-brands", {
      cookie: admin,
      json: {
        name: "Schema Watches",
        industry: "Luxury & Watches",
        annualRevenue: { amountUsd: 2e9, year: 2024 },
      },
    });
    const brand = expectAnswer(created, 201, sponsorBrandDetailSchema);

    const detail = expectAnswer(
      await http(`/api/sponsor-brands/${ids.rolex}?eventBrandId=${liv}`, { cookie: admin }),
      200,
      sponsorBrandDetailSchema,
    );
    expect(detail.matchDetail).not.toBeNull();
    expectAnswer(
      await http(`/api/sponsor-brands/${ids.rolex}?specificEventId=${riyadh}`, { cookie: admin }),
      200,
      sponsorBrandDetailSchema,
    );
    expectAnswer(
      await http(`/api/sponsor-brands/${brand.id}`, {
        method: "PATCH",
        cookie: admin,
        json: { headquarters: "Geneva" },
      }),
      200,
      sponsorBrandDetailSchema,
    );

    expectAnswer(
      await http(`/api/sponsor-brands/${ids.rolex}/events`, { cookie: admin }),
      200,
      listOf(sponsorEventLinkViewSchema),
    );

    const png = await pngBytes();
    expectAnswer(
      await http(`/api/sponsor-brands/${brand.id}/upload-logo`, {
        cookie: admin,
        form: formWithFile("logo", png, "logo.png", "image/png"),
      }),
      200,
      sponsorLogoSchema,
    );
    expectAnswer(
      await http(`/api/sponsor-brands/${brand.id}/custom-logo`, {
        cookie: admin,
        form: formWithFile("logo", png, "logo.png", "image/png"),
      }),
      200,
      customLogoSchema,
    );
    const removed = expectAnswer(
      await http(`/api/sponsor-brands/${brand.id}/custom-logo`, {
        method: "DELETE",
        cookie: admin,
      }),
      200,
      customLogoSchema,
    );
    expect(removed.customLogoUrl).toBeNull();

    expectAnswer(
      await http(`/api/sponsor-brands/${ids.rolex}/match-analysis`, {
        cookie: admin,
        json: { eventBrandId: liv },
      }),
      200,
      matchAnalysisAnswerSchema,
    );

    const csv = await http(`/api/sponsor-brands/export.csv?eventBrandId=${liv}`, { cookie: admin });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
  });
});

describe("discovery and progress", () => {
  it("discovery, a refresh, engagement flags, the pipeline and sponsorships", async () => {
    expectAnswer(
      await http(`/api/sponsor-discovery?eventBrandId=${liv}`, { cookie: admin }),
      200,
      discoveryResultSchema,
    );
    expectAnswer(
      await http(`/api/sponsor-discovery?specificEventId=${riyadh}&tab=all`, { cookie: admin }),
      200,
      discoveryResultSchema,
    );
    expectAnswer(
      await http("/api/sponsor-discovery/refresh", { cookie: admin, json: { eventBrandId: liv } }),
      202,
      discoveryRefreshSchema,
    );

    expectAnswer(
      await http("/api/sponsor-engagements", {
        method: "PATCH",
        cookie: admin,
        json: { sponsorBrandId: ids.bmw, eventBrandId: liv, hasDeepResearch: true },
      }),
      200,
      engagementViewSchema,
    );

    expectAnswer(
      await http(`/api/sponsor-progresses/${ids.bmw}`, {
        method: "PUT",
        cookie: admin,
        json: { currentStage: "meeting", nextAction: "Send deck", targetDate: "2031-01-15" },
      }),
      200,
      sponsorProgressStageViewSchema,
    );
    expectAnswer(
      await http(`/api/sponsor-progresses/${ids.genesis}`, { cookie: admin }),
      200,
      sponsorProgressStageViewSchema,
    );
    expectAnswer(
      await http(`/api/sponsor-progresses?eventBrandId=${liv}`, { cookie: admin }),
      200,
      listOf(sponsorProgressStageViewSchema),
    );

    const link = expectAnswer(
      await http("/api/sponsorships", {
        cookie: admin,
        json: { sponsorBrandId: ids.genesis, specificEventId: riyadh },
      }),
      201,
      sponsorshipViewSchema,
    );
    expectAnswer(
      await http(`/api/sponsorships/${link.id}`, {
        method: "PATCH",
        cookie: admin,
        json: { hasMatchAnalysis: true, activationFocus: "Hospitality" },
      }),
      200,
      sponsorshipViewSchema,
    );
    expectAnswer(
      await http(`/api/sponsorships?eventBrandId=${liv}`, { cookie: admin }),
      200,
      listOf(sponsorProgressViewSchema),
    );
    expectAnswer(
      await http(`/api/sponsorships?eventId=${riyadh}`, { cookie: admin }),
      200,
      listOf(sponsorshipViewSchema),
    );
    expectAnswer(
      await http(`/api/sponsorships?specificEventId=${riyadh}&sponsorBrandId=${ids.genesis}`, {
        cookie: admin,
      }),
      200,
      listOf(sponsorshipViewSchema),
    );
    const unlinked = await http(`/api/sponsorships/${ids.genesis}/${riyadh}`, {
      method: "DELETE",
      cookie: admin,
    });
    expect(unlinked.status).toBe(204);
  });
});

describe("deals and interactions", () => {
  it("deals: list, record, read, update, sponsor options, delete", async () => {
    expectAnswer(
      await http(`/api/sponsor-deals?eventBrandId=${liv}`, { cookie: admin }),
      200,
      listOf(sponsorDealSchema),
    );
    const deal = expectAnswer(
      await http("/api/sponsor-deals", {
        cookie: admin,
        json: {
          eventBrandId: liv,
          sponsorBrandId: ids.bmw,
          sponsorshipLevel: "Official Car",
          value: 1_250_000,
          startDate: "2031-01-01",
          endDate: "2031-12-31",
          activationTypes: ["Hospitality"],
          acknowledgeConflicts: true,
        },
      }),
      201,
      sponsorDealSchema,
    );
    expectAnswer(
      await http(`/api/sponsor-deals/${deal.id}`, { cookie: admin }),
      200,
      sponsorDealSchema,
    );
    expectAnswer(
      await http(`/api/sponsor-deals/${deal.id}`, {
        method: "PATCH",
        cookie: admin,
        json: { status: "Active", acknowledgeConflicts: true },
      }),
      200,
      sponsorDealSchema,
    );
    expectAnswer(
      await http("/api/sponsor-deals/sponsor-options?search=ro", { cookie: admin }),
      200,
      listOf(sponsorOptionSchema),
    );
    const deleted = await http(`/api/sponsor-deals/${deal.id}`, {
      method: "DELETE",
      cookie: admin,
    });
    expect(deleted.status).toBe(204);
  });

  it("interactions: log, list, update, delete", async () => {
    const logged = expectAnswer(
      await http("/api/sponsor-interactions", {
        cookie: admin,
        json: { sponsorBrandId: ids.omega, type: "call", date: "2031-02-03", notes: "Intro" },
      }),
      201,
      interactionViewSchema,
    );
    expectAnswer(
      await http(`/api/sponsor-interactions?sponsorBrandId=${ids.omega}`, { cookie: admin }),
      200,
      listOf(interactionViewSchema),
    );
    expectAnswer(
      await http(`/api/sponsor-interactions/${logged.id}`, {
        method: "PATCH",
        cookie: admin,
        json: { completed: true, notes: null },
      }),
      200,
      interactionViewSchema,
    );
    const deleted = await http(`/api/sponsor-interactions/${logged.id}`, {
      method: "DELETE",
      cookie: admin,
    });
    expect(deleted.status).toBe(204);
  });
});

describe("prospect-list imports", () => {
  it("upload, list, read, map, rows, decide, commit, undo, rejected rows", async () => {
    const csv = [
      "Company,Website,Country",
      "Schema Widgets,schemawidgets.example,USA",
      "Rolex SA,rolex.com,Switzerland",
      ",nobody.example,",
    ].join("\n");
    const uploaded = expectAnswer(
      await http("/api/sponsor-imports", {
        cookie: admin,
        form: formWithFile("file", csv, "prospects.csv", "text/csv"),
      }),
      201,
      importDetailSchema,
    );
    expectAnswer(
      await http("/api/sponsor-imports", { cookie: admin }),
      200,
      listOf(importViewSchema),
    );
    expectAnswer(
      await http(`/api/sponsor-imports/${uploaded.id}`, { cookie: admin }),
      200,
      importDetailSchema,
    );
    expectAnswer(
      await http(`/api/sponsor-imports/${uploaded.id}/mapping`, {
        method: "PUT",
        cookie: admin,
        json: { mapping: { name: 0, website: 1, country: 2 } },
      }),
      200,
      importDetailSchema,
    );
    const rowsAnswer = await http(`/api/sponsor-imports/${uploaded.id}/rows`, { cookie: admin });
    const rows = expectAnswer(rowsAnswer, 200, listOf(importRowViewSchema));
    expect(rows.length).toBe(3);
    expect(rowsAnswer.headers.get("x-total-count")).toBe("3");
    expectAnswer(
      await http(`/api/sponsor-imports/${uploaded.id}/rows`, {
        method: "PATCH",
        cookie: admin,
        json: { catalogue: "skip" },
      }),
      200,
      importViewSchema,
    );
    const rejectedBefore = await http(`/api/sponsor-imports/${uploaded.id}/rejected.csv`, {
      cookie: admin,
    });
    expect(rejectedBefore.status).toBe(200);
    expect(rejectedBefore.headers.get("content-type")).toContain("text/csv");

    const started = expectAnswer(
      await http(`/api/sponsor-imports/${uploaded.id}/commit`, { method: "POST", cookie: admin }),
      202,
      importCommitSchema,
    );
    expect((await waitForJob(started.jobId, admin)).status).toBe("completed");
    expectAnswer(
      await http(`/api/sponsor-imports/${uploaded.id}`, { cookie: admin }),
      200,
      importDetailSchema,
    );
    expectAnswer(
      await http(`/api/sponsor-imports/${uploaded.id}/undo`, { method: "POST", cookie: admin }),
      200,
      importUndoAnswerSchema,
    );
  });
});

describe("the signed-in user, the watchlist and the team", () => {
  it("user, profile, settings, picture, sessions", async () => {
    const member = await createTestUser();
    const cookie = await signIn(member.username, member.password);
    const other = await signIn(member.username, member.password);
    const third = await signIn(member.username, member.password);

    expectAnswer(await http("/api/user", { cookie }), 200, publicUserSchema);
    expectAnswer(
      await http("/api/user/profile", {
        method: "PATCH",
        cookie,
        json: { company: "Schema FC", bio: "Sells" },
      }),
      200,
      publicUserSchema,
    );
    expectAnswer(await http("/api/user/settings", { cookie }), 200, userSettingsSchema);
    expectAnswer(
      await http("/api/user/settings", {
        method: "PATCH",
        cookie,
        json: { displayMode: "dark", defaultEventBrandId: liv },
      }),
      200,
      userSettingsSchema,
    );
    expectAnswer(
      await http("/api/user/profile-picture", {
        cookie,
        form: formWithFile("profilePicture", await pngBytes(), "me.png", "image/png"),
      }),
      200,
      publicUserSchema,
    );

    const sessions = expectAnswer(
      await http("/api/user/sessions", { cookie: other }),
      200,
      listOf(sessionViewSchema),
    ) as z.output<typeof sessionViewSchema>[];
    expect(sessions.length).toBe(3);
    const current = sessions.find((session) => session.current)!;
    expectAnswer(
      await http(`/api/user/sessions/${current.id}`, { method: "DELETE", cookie: other }),
      200,
      endedSessionsSchema,
    );
    expectAnswer(
      await http("/api/user/sessions", { method: "DELETE", cookie: third }),
      200,
      endedSessionsSchema,
    );

    const changer = await createTestUser();
    expectAnswer(
      await http("/api/user/password", {
        cookie: await signIn(changer.username, changer.password),
        json: { currentPassword: changer.password, newPassword: "a long schema passphrase 42" },
      }),
      200,
      passwordChangedSchema,
    );
  });

  it("the watchlist and its news", async () => {
    const member = await createTestUser();
    const cookie = await signIn(member.username, member.password);
    expectAnswer(
      await http("/api/user-favorites", {
        cookie,
        json: { sponsorBrandId: ids.rolex, notes: "Call in May" },
      }),
      201,
      favoriteFollowSchema,
    );
    expectAnswer(
      await http(`/api/user-favorites?eventBrandId=${liv}`, { cookie }),
      200,
      listOf(favoriteViewSchema),
    );
    expectAnswer(await http("/api/user-favorites", { cookie }), 200, listOf(favoriteViewSchema));
    expectAnswer(
      await http(`/api/user-favorites/${ids.rolex}`, {
        method: "PATCH",
        cookie,
        json: { notes: null },
      }),
      200,
      favoriteNotesSchema,
    );
    const news = await http(`/api/user-favorites-news?eventBrandId=${liv}`, { cookie });
    expectAnswer(news, 200, listOf(watchlistNewsItemSchema));
    const unfollowed = await http(`/api/user-favorites/${ids.rolex}`, {
      method: "DELETE",
      cookie,
    });
    expect(unfollowed.status).toBe(204);
  });

  it("the team (admin)", async () => {
    expectAnswer(await http("/api/users", { cookie: admin }), 200, listOf(publicUserSchema));
    const created = expectAnswer(
      await http("/api/users", {
        cookie: admin,
        json: {
          username: "schema.member",
          email: "schema.member@example.com",
          password: "a long schema passphrase 42",
          role: "user",
        },
      }),
      201,
      publicUserSchema,
    );
    expectAnswer(
      await http(`/api/users/${created.id}`, {
        method: "PATCH",
        cookie: admin,
        json: { role: "admin" },
      }),
      200,
      publicUserSchema,
    );
    expectAnswer(
      await http(`/api/users/${created.id}/force-password-reset`, {
        method: "POST",
        cookie: admin,
      }),
      200,
      publicUserSchema,
    );
  });
});
