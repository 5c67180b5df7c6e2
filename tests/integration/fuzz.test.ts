/**
 * Hostile input never gets a server error.
 *
 * First the examples the hostile-input review found answered with a 500, each now a clear 4xx in
 * the API's error shape. Then the fuzz stage: for every route file under app/api (and the stored
 * files at /uploads) and every method it exports, requests built from the route's own zod schemas
 * (`routeSpec`, which `route()` keeps on the handler it returns; the schemas are turned into JSON
 * Schema and values are generated from it with fast-check, fixed seed per route) and mutated with
 * a corpus of hostile values (tests/support/fuzz/corpus.ts: NUL and other control characters,
 * unpaired surrogates, a 1 MB string, empty values, -1, 0, 2147483648, 1e308, 1.5, "NaN", wrong
 * types, arrays for objects, 10,000-deep nesting, malformed JSON, invalid UTF-8, wrong content
 * types, bodies over the cap, damaged and disguised uploads, route segments %00, %25, ..%2F,
 * 2147483648 and malformed percent-encodings). Each is sent with no session, a user's, an
 * admin's, and a deactivated user's stale cookie. Every answer must:
 *   - not be a 5xx (nor a redirect);
 *   - carry no stack frame, module path, SQL, driver or JavaScript error text;
 *   - for a 4xx, be the JSON error shape { error, code, details? } (the one plain answer is the
 *     400 page for a malformed page address);
 *   - be a 4xx whenever the request is refused whatever the data (a session below the route's
 *     level: exactly 401 or 403; a value the route's schemas refuse; text the API refuses);
 * and a batch of requests that were all refused must leave the database as it was: a checksum of
 * every table (md5 of its rows in order; by row count for tables the background worker updates;
 * sign-in counters, the audit log and sessions are left out, since refused sign-ins are recorded
 * there by design) is taken before and after each batch.
 *
 * Which requests are valid, and why: most requests are hostile. Each route also gets a few
 * schema-valid requests (ids mostly small, so they name the seeded brands, events and sponsors)
 * so that the code behind validation runs too: that is where year-0 dates and int4 overflows
 * failed. Valid requests are never sent where they would start work that costs: the job routes
 * (POST /api/jobs/<type> and /api/jobs/submit queue AI work), committing an import and refreshing
 * a ranking (background jobs) get only requests their schemas refuse, checked here before sending.
 * The LIV import (already seeded, so a no-op) is sent a handful of times; sign-in, registration
 * and account creation (password hashing) one valid request each; sign-out only without a live
 * session (it would end the fuzz sessions); /api/users/{id}… only on a victim account. DELETEs run
 * last, so deletions do not thin the data the other routes are fuzzed on. About 5,000 requests.
 */
import { resetEnvCache } from "@/lib/env";
import { getDb } from "@/lib/server/db/client";
import { activationImages, activations } from "@/lib/server/db/schema";
import { routeSpecOf } from "@/lib/server/http/route";
import { seedDatabase } from "@/lib/server/seed/seed-database";
import { NextRequest } from "next/server";
import { createTestUser, resetDatabase } from "../support/db";
import { BASE_URL, http, signIn } from "../support/http";
import { formWithFile, pngBytes } from "../support/images";
import {
  mainSession,
  requestsFor,
  type FuzzRequest,
  type RoutePlan,
  type SessionKind,
} from "../support/fuzz/requests";
import {
  declaredMethods,
  discoverRoutes,
  loadRoute,
  METHODS,
  type RouteMethod,
} from "../support/fuzz/routes";
import {
  changedTables,
  databaseChecksum,
  knownIds,
  problemsOf,
  sendAll,
  waitForIdleJobs,
} from "../support/fuzz/send";
import { corruptPng, hostileUploads } from "../support/fuzz/uploads";

const DAMAGED = "The image file is damaged or not a supported image.";

let cookies: Record<SessionKind, string | null>;
let userCookie: string;
let adminCookie: string;
let victimId: number;
let uploads: Awaited<ReturnType<typeof hostileUploads>>;

beforeAll(async () => {
  await resetDatabase();
  await seedDatabase();
  const [user, admin, stale, victim] = [
    await createTestUser(),
    await createTestUser({ role: "admin" }),
    await createTestUser(),
    await createTestUser(),
  ];
  userCookie = await signIn(user.username, user.password);
  adminCookie = await signIn(admin.username, admin.password);
  const staleCookie = await signIn(stale.username, stale.password);
  // Deactivating ends every session of the account: its cookie is now a stale one.
  const deactivated = await http(`/api/users/${stale.id}`, {
    method: "PATCH",
    cookie: adminCookie,
    json: { isActive: false },
  });
  expect(deactivated.status).toBe(200);
  victimId = victim.id;
  cookies = { none: null, user: userCookie, admin: adminCookie, stale: staleCookie };
  uploads = await hostileUploads();
  // Generated ideas and their pictures come from AI jobs the fuzz never starts: two rows of each.
  const ideas = await getDb()
    .insert(activations)
    .values(
      [1, 2].map((n) => ({
        sponsorBrandId: n,
        eventBrandId: 1,
        title: `Fuzz idea ${n}`,
        description: "An idea for the fuzz stage",
      })),
    )
    .returning({ id: activations.id });
  await getDb()
    .insert(activationImages)
    .values(ideas.map((idea) => ({ activationId: idea.id, imageUrl: "/uploads/x/a.png" })));
}, 60_000);

const expectRefused = (
  res: { status: number; body: { error?: unknown; code?: unknown } },
  status = 400,
) => {
  expect(res.status).toBe(status);
  expect(typeof res.body.error).toBe("string");
  expect(typeof res.body.code).toBe("string");
};

describe("the review's examples are clear 4xx answers", () => {
  it("refuses NUL and other control characters in a JSON body, a query and a route segment", async () => {
    const body = await http("/api/user/profile", {
      method: "PATCH",
      cookie: userCookie,
      json: { bio: "a\u0000b" },
    });
    expectRefused(body);
    expect(body.body.details).toEqual([
      {
        path: "body.bio",
        message: "bio contains a control character (U+0000), which is not allowed",
      },
    ]);
    const query = await http("/api/sponsor-deals/sponsor-options?search=%00", {
      cookie: userCookie,
    });
    expectRefused(query);
    expect(query.body.details[0].path).toBe("query.search");
    const path = await http("/api/jobs/%00", { cookie: userCookie });
    expectRefused(path);
    expect(path.body.details[0].path).toBe("params.id");
    const escape = await http("/api/user/profile", {
      method: "PATCH",
      cookie: userCookie,
      json: { company: "ok", jobTitle: "a\u001bb" },
    });
    expect(escape.body.details[0].path).toBe("body.jobTitle");
    // Tabs and line breaks are text.
    const fine = await http("/api/user/profile", {
      method: "PATCH",
      cookie: userCookie,
      json: { bio: "line one\r\nline\ttwo" },
    });
    expect(fine.status).toBe(200);
    expect(fine.body.bio).toBe("line one\r\nline\ttwo");
  });

  it("refuses unpaired surrogates and names the field", async () => {
    const res = await http("/api/user/profile", {
      method: "PATCH",
      cookie: userCookie,
      raw: '{"fullName":"ok","bio":"a\\ud800b"}',
      headers: { "content-type": "application/json" },
    });
    expectRefused(res);
    expect(res.body.details[0]).toEqual({
      path: "body.bio",
      message: "bio contains an unpaired surrogate (U+D800), which is not valid text",
    });
    const emoji = await http("/api/user/profile", {
      method: "PATCH",
      cookie: userCookie,
      json: { bio: "⚽ 😀" },
    });
    expect(emoji.status).toBe(200);
  });

  it("refuses control characters in multipart fields and file names", async () => {
    const form = formWithFile("profilePicture", await pngBytes(), "a\u0000b.png", "image/png");
    const res = await http("/api/user/profile-picture", { cookie: userCookie, form });
    expectRefused(res);
    expect(res.body.details[0].path).toBe("form.profilePicture.fileName");
    const field = formWithFile("file", "name\nAcme\n", "list.csv", "text/csv");
    field.append("note", "a\u0000b");
    const fieldRes = await http("/api/sponsor-imports", { cookie: userCookie, form: field });
    expectRefused(fieldRes);
    expect(fieldRes.body.details[0].path).toBe("form.note");
  });

  it("refuses integers above 2,147,483,647 and floats, NaN and Infinity where whole numbers go", async () => {
    const tooLarge = 2_147_483_648;
    const cases: Array<[string, string, unknown]> = [
      ["POST", "/api/user-favorites", { sponsorBrandId: tooLarge }],
      [
        "POST",
        "/api/sponsor-deals",
        { eventBrandId: tooLarge, sponsorName: "A", sponsorshipLevel: "Gold", value: 1 },
      ],
      ["POST", "/api/specific-events", { eventBrandId: tooLarge, name: "Open" }],
      ["POST", "/api/sponsorships", { sponsorBrandId: 1, specificEventId: tooLarge }],
      [
        "POST",
        "/api/sponsor-interactions",
        { sponsorBrandId: tooLarge, type: "call", date: "2025-01-01" },
      ],
      ["PATCH", "/api/user/settings", { defaultEventBrandId: tooLarge }],
      ["PATCH", "/api/sponsor-engagements", { sponsorBrandId: 1, eventBrandId: tooLarge }],
      ["POST", "/api/sponsor-discovery/refresh", { eventBrandId: tooLarge }],
      ["POST", "/api/user-favorites", { sponsorBrandId: 1.5 }],
    ];
    for (const [method, path, json] of cases) {
      const res = await http(path, { method, cookie: adminCookie, json });
      expectRefused(res);
    }
    for (const path of [
      "/api/sponsor-brands/2147483648",
      "/api/sponsor-brands?eventBrandId=2147483648",
      "/api/sponsor-brands?eventBrandId=1&page=NaN",
      "/api/sponsor-brands?eventBrandId=1&pageSize=Infinity",
      "/api/sponsor-discovery?eventBrandId=1&minMatch=1e308",
      "/api/jobs/completed?hours=1.5",
    ]) {
      expectRefused(await http(path, { cookie: userCookie }));
    }
    // The largest id an int4 column holds is an id like any other: no such row.
    expect((await http("/api/sponsor-brands/2147483647", { cookie: userCookie })).status).toBe(404);
  });

  it("answers 415 'damaged' for a PNG with a valid header and corrupt data on every upload route", async () => {
    const damaged = await corruptPng();
    const routes: Array<[string, string, string]> = [
      ["/api/user/profile-picture", "profilePicture", userCookie],
      ["/api/event-brands/1/upload-logo", "logo", adminCookie],
      ["/api/sponsor-brands/1/upload-logo", "logo", userCookie],
      ["/api/sponsor-brands/1/custom-logo", "logo", userCookie],
    ];
    for (const [path, field, cookie] of routes) {
      const before = await databaseChecksum();
      const res = await http(path, {
        cookie,
        form: formWithFile(field, damaged, "logo.png", "image/png"),
      });
      expect(res.status).toBe(415);
      expect(res.body).toEqual({
        error: DAMAGED,
        code: "INVALID_FILE_TYPE",
        details: { reason: "damaged" },
      });
      expect(changedTables(before, await databaseChecksum())).toEqual([]);
    }
    // The checksum does see a write: a sound picture changes the user's row.
    const before = await databaseChecksum();
    const sound = await http("/api/user/profile-picture", {
      cookie: userCookie,
      form: formWithFile("profilePicture", await pngBytes(), "me.png", "image/png"),
    });
    expect(sound.status).toBe(200);
    expect(changedTables(before, await databaseChecksum())).toEqual(["users"]);
  });

  it("answers /api/inngest with a JSON 404 when Inngest is not configured", async () => {
    for (const method of ["GET", "POST", "PUT"]) {
      const res = await http("/api/inngest", { method, raw: method === "GET" ? undefined : "{}" });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        error:
          "Inngest is not configured on this server: background jobs run in the app's own worker.",
        code: "NOT_FOUND",
      });
    }
  });

  it("answers /api/inngest with a JSON 503 when Inngest has an event key but no signing key", async () => {
    const saved = { ...process.env };
    process.env.INNGEST_EVENT_KEY = "test-event-key";
    delete process.env.INNGEST_SIGNING_KEY;
    delete process.env.INNGEST_DEV;
    resetEnvCache();
    try {
      const { GET } = await loadRoute("app/api/inngest/route.ts");
      const res = await (GET as (req: NextRequest, ctx: unknown) => Promise<Response>)(
        new NextRequest(`${BASE_URL}/api/inngest`),
        {},
      );
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        error: "Inngest is configured without a signing key (INNGEST_SIGNING_KEY) on this server.",
        code: "SERVICE_UNAVAILABLE",
      });
    } finally {
      process.env = saved;
      resetEnvCache();
    }
  });

  it("decodes /api/logo/{name} once: %25 is a name with a percent sign", async () => {
    const missing = await http("/api/logo/%25", { cookie: userCookie });
    expectRefused(missing, 404);
    const brand = await http("/api/event-brands", {
      cookie: adminCookie,
      json: { name: "100% Golf" },
    });
    const up = await http(`/api/event-brands/${brand.body.id}/upload-logo`, {
      cookie: adminCookie,
      form: formWithFile("logo", await pngBytes(), "l.png", "image/png"),
    });
    expect(up.status).toBe(200);
    const found = await http("/api/logo/100%25+golf", { cookie: userCookie });
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ logoUrl: up.body.logoUrl });
  });

  it("refuses year 0 and impossible dates in every date field", async () => {
    const dates = ["0000-01-01", "2024-02-30", "+275760-09-13", "-000001-01-01"];
    const deal = { eventBrandId: 1, sponsorName: "Fuzz Co", sponsorshipLevel: "Gold", value: 1 };
    const event = { eventBrandId: 1, name: "Fuzz Open" };
    const link = await http("/api/sponsorships", {
      cookie: userCookie,
      json: { sponsorBrandId: 1, specificEventId: 1 },
    });
    expect(link.status).toBe(201);
    for (const date of dates) {
      const cases: Array<[string, string, unknown]> = [
        ["POST", "/api/sponsor-deals", { ...deal, startDate: date }],
        ["POST", "/api/sponsor-deals", { ...deal, endDate: date }],
        ["POST", "/api/specific-events", { ...event, startDate: date }],
        ["POST", "/api/specific-events", { ...event, endDate: date }],
        ["POST", "/api/sponsor-interactions", { sponsorBrandId: 1, type: "call", date }],
        ["PUT", "/api/sponsor-progresses/1", { targetDate: date }],
        ["PATCH", `/api/sponsorships/${link.body.id}`, { lastActivityDate: `${date}T00:00:00Z` }],
      ];
      for (const [method, path, json] of cases) {
        const res = await http(path, { method, cookie: adminCookie, json });
        expectRefused(res);
      }
    }
    const range = await http("/api/sponsor-deals", {
      cookie: userCookie,
      json: { ...deal, startDate: "0000-01-01" },
    });
    expect(range.body.error).toBe("Start date must be between the years 1900 and 2200");
  });

  it("never uses a client's file name for a stored file, and keeps at most 255 characters of it", async () => {
    const longName = `${"n".repeat(5000)}.png`;
    const picture = await http("/api/user/profile-picture", {
      cookie: userCookie,
      form: formWithFile("profilePicture", await pngBytes(), longName, "image/png"),
    });
    expect(picture.status).toBe(200);
    expect(picture.body.profilePicture).toMatch(/^\/uploads\/avatars\/[\w-]+\.webp$/);
    const list = await http("/api/sponsor-imports", {
      cookie: userCookie,
      form: formWithFile("file", "name,website\nAcme,acme.example\n", longName, "text/csv"),
    });
    expect(list.status).toBe(201);
    expect(list.body.fileName).toHaveLength(255);
    const file = await http(`/uploads/avatars/${"a".repeat(5000)}.png`);
    expectRefused(file, 404);
  });

  it("answers a malformed percent-encoding with a 400: JSON for the API, a plain page otherwise", async () => {
    for (const path of ["/api/sponsor-brands/%E0%A4%A", "/api/jobs/%FF", "/api/%ED%A0%80"]) {
      const res = await http(path, { cookie: userCookie });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: "The address is not valid: its percent-encoding is malformed.",
        code: "BAD_REQUEST",
      });
    }
    for (const headers of [{}, { "next-router-prefetch": "1" }] as Record<string, string>[]) {
      const page = await fetch(`${BASE_URL}/events/%E0%A4%A`, { headers, redirect: "manual" });
      expect(page.status).toBe(400);
      expect(page.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(await page.text()).toMatch(/percent-encoding is malformed/);
    }
  });
});

// --- the fuzz stage -------------------------------------------------------------------------

const ROUTES = discoverRoutes(["app/api", "app/uploads"]);
// A collection before its items (POST /api/sponsor-deals makes the deals PATCH
// /api/sponsor-deals/{id} then edits), and deletions last, so that they do not thin the data every
// other route is fuzzed on.
const orderKey = (route: RouteMethod) =>
  `${route.method === "DELETE" ? 1 : 0} ${route.template.replace(/\[/g, "~")}`;
const ORDERED = [...ROUTES].sort((a, b) => {
  const [left, right] = [orderKey(a), orderKey(b)];
  return left < right ? -1 : left > right ? 1 : 0;
});

/** Routes whose valid requests queue AI or background work: only refused requests are sent. */
const REFUSED_ONLY = [
  /^POST \/api\/jobs\/(?!\[id\])/,
  /^POST \/api\/sponsor-imports\/\[id\]\/commit$/,
  /^POST \/api\/sponsor-discovery\/refresh$/,
];
/** Valid requests hash a password (sign-in, registration, new accounts): one each. */
const HASHING = new Set(["POST /api/login", "POST /api/register", "POST /api/users"]);

const stats = {
  requests: 0,
  refused: 0,
  byStatus: {} as Record<string, number>,
  /** Route methods no request got a 2xx from: only their refusals were exercised. */
  neverAccepted: [] as string[],
  started: 0,
};

function planFor(route: RouteMethod, spec: RoutePlan["spec"], ids: number[]): RoutePlan {
  const takesInput =
    Boolean(spec?.params || spec?.query || spec?.body || spec?.multipart) ||
    route.segments.some((segment) => segment.kind !== "static");
  const isLivImport = route.key === "POST /api/admin/import-liv-events";
  return {
    route,
    spec,
    refusedOnly: REFUSED_ONLY.some((pattern) => pattern.test(route.key)),
    // Signing out would end the session the fuzz uses; a stale cookie and none are enough.
    sessions:
      route.key === "POST /api/logout" ? ["none", "stale"] : ["none", "user", "admin", "stale"],
    // Changes to an account (role, deactivation…) only ever hit the victim's.
    pinnedParams: route.template.startsWith("/api/users/[id]")
      ? { id: String(victimId) }
      : undefined,
    validCount: HASHING.has(route.key) || !takesInput || isLivImport ? 1 : 6,
    hostileCount: isLivImport ? 2 : takesInput ? 28 : 8,
    uploads,
    knownIds: ids,
  };
}

/** Every session's requests: the route's own level gets the most. */
function requestsOf(plan: RoutePlan): FuzzRequest[] {
  const main = plan.sessions.includes(mainSession(plan.spec))
    ? mainSession(plan.spec)
    : plan.sessions[0]!;
  return plan.sessions.flatMap((session) =>
    requestsFor(
      plan,
      session,
      session === main
        ? { valid: plan.validCount, hostile: plan.hostileCount }
        : { valid: Math.min(plan.validCount, 2), hostile: Math.min(plan.hostileCount, 5) },
    ),
  );
}

const describeRequest = (request: FuzzRequest) =>
  `${request.session} ${request.method} ${request.url.slice(0, 140)} [${request.label}]`;

describe("fuzz: every route and method, with every kind of session", () => {
  beforeAll(() => {
    stats.started = Date.now();
  });

  afterAll(() => {
    const seconds = ((Date.now() - stats.started) / 1000).toFixed(1);
    console.log(
      `fuzz: ${stats.requests} requests (${stats.refused} refused) to ${ORDERED.length} route methods ` +
        `in ${seconds} s; statuses ${JSON.stringify(stats.byStatus)}; ` +
        `never accepted: ${stats.neverAccepted.join(", ") || "none"}`,
    );
  });

  it("finds every route file's methods, each declared with route() where it takes input", async () => {
    const files = [...new Set(ROUTES.map((route) => route.file))];
    expect(files.length).toBeGreaterThan(60);
    for (const file of files) {
      const handlers = await loadRoute(file);
      const exported = METHODS.filter((method) => typeof handlers[method] === "function");
      expect({ file, methods: exported }).toEqual({ file, methods: declaredMethods(file) });
    }
    // Handlers written by hand (not route()) speak their own protocol or answer 404.
    const manual = [];
    for (const route of ROUTES) {
      if (!routeSpecOf((await loadRoute(route.file))[route.method])) manual.push(route.key);
    }
    expect(manual.sort()).toEqual(
      [
        ...["DELETE", "GET", "PATCH", "POST", "PUT"].map((m) => `${m} /api/[...path]`),
        "GET /api/bench/baseline",
        // Health answers 503 itself when the database is down, which route() would turn into a 500.
        "GET /api/health",
        ...["GET", "POST", "PUT"].map((m) => `${m} /api/inngest`),
      ].sort(),
    );
  });

  it.each(ORDERED.map((route) => [route.key, route] as const))(
    "%s",
    async (_key, route) => {
      const spec = routeSpecOf((await loadRoute(route.file))[route.method]);
      const requests = requestsOf(planFor(route, spec, await knownIds()));
      const failures: string[] = [];
      // Refused-whatever-the-data requests first, as one batch; then the rest.
      const batches = [
        requests.filter((request) => request.mustRefuse),
        requests.filter((request) => !request.mustRefuse),
      ];
      let accepted = 0;
      for (const batch of batches) {
        if (batch.length === 0) continue;
        await waitForIdleJobs();
        const before = await databaseChecksum();
        const answers = await sendAll(batch, cookies);
        const after = await databaseChecksum();
        for (const answer of answers) {
          stats.requests += 1;
          const kind = `${Math.floor(answer.status / 100)}xx`;
          stats.byStatus[kind] = (stats.byStatus[kind] ?? 0) + 1;
          if (answer.status < 300) accepted += 1;
          const problems = problemsOf(answer);
          if (problems.length) {
            failures.push(`${describeRequest(answer.request)} → ${problems.join("; ")}`);
          }
        }
        if (answers.every((answer) => answer.status >= 400)) {
          stats.refused += answers.length;
          const changed = changedTables(before, after);
          if (changed.length) {
            failures.push(
              `${answers.length} refused requests changed tables: ${changed.join(", ")}`,
            );
          }
        }
      }
      if (accepted === 0) stats.neverAccepted.push(route.key);
      expect(failures).toEqual([]);
    },
    60_000,
  );
});
