import { eq, sql } from "drizzle-orm";
import { recordAudit } from "@/lib/server/audit/record";
import { getDb } from "@/lib/server/db/client";
import { auditLog } from "@/lib/server/db/schema";
import { createTestUser, resetDatabase } from "../support/db";
import { http, httpPage, signIn } from "../support/http";

type TestUser = Awaited<ReturnType<typeof createTestUser>>;

let admin: TestUser;
let adminCookie: string;

beforeEach(async () => {
  await resetDatabase();
  admin = await createTestUser({ username: "boss", role: "admin" });
  adminCookie = await signIn(admin.username, admin.password);
});

const patchUser = (id: number, json: Record<string, unknown>) =>
  http(`/api/users/${id}`, { method: "PATCH", cookie: adminCookie, json });

const auditLogQuery = (query = "") =>
  httpPage(`/api/admin/audit-log${query ? `?${query}` : ""}`, { cookie: adminCookie });

const actionsOf = (body: { items: Array<{ action: string }> }) =>
  body.items.map((item) => item.action);

describe("what team changes record", () => {
  it("records a role change with from/to and the acting admin, in the change's transaction", async () => {
    const alice = await createTestUser({ username: "alice" });
    expect((await patchUser(alice.id, { role: "admin" })).status).toBe(200);

    const res = await auditLogQuery();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 1, page: 1, pageSize: 50 });
    expect(res.body.items[0]).toEqual({
      id: expect.any(Number),
      action: "user.role_changed",
      actor: { id: admin.id, username: "boss" },
      target: { type: "user", id: String(alice.id), label: "alice" },
      details: { from: "user", to: "admin" },
      summary: "user → admin",
      createdAt: expect.any(String),
    });
    const [row] = await getDb().select().from(auditLog);
    // The client's address is kept only as a salted hash.
    expect(row!.addressHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("records deactivation and reactivation; a change to the same value records nothing", async () => {
    const alice = await createTestUser({ username: "alice" });
    await patchUser(alice.id, { isActive: false });
    await patchUser(alice.id, { isActive: false });
    await patchUser(alice.id, { isActive: true, role: "user" });
    const res = await auditLogQuery();
    expect(actionsOf(res.body)).toEqual(["user.reactivated", "user.deactivated"]);
    expect(res.body.items[1]).toMatchObject({
      actor: { username: "boss" },
      target: { label: "alice" },
      details: {},
      summary: "",
    });
  });

  it("records nothing when the change is refused (the last active admin)", async () => {
    const refused = await patchUser(admin.id, { role: "user" });
    expect(refused.status).toBe(409);
    expect((await auditLogQuery()).body).toMatchObject({ items: [], total: 0 });
  });
});

describe("reading the audit log", () => {
  it("filters by action, by part of the actor's username, and by day; newest first", async () => {
    const other = await createTestUser({ username: "Carol", role: "admin" });
    const alice = await createTestUser({ username: "alice" });
    await patchUser(alice.id, { role: "admin" });
    await patchUser(alice.id, { isActive: false });
    await recordAudit({
      action: "user.role_changed",
      actor: { id: other.id, username: other.username },
      target: { type: "user", id: alice.id, label: "alice" },
      details: { from: "admin", to: "user" },
    });
    // An entry from an earlier day.
    await recordAudit({ action: "login.locked_out", details: { attempts: 5 } });
    await getDb()
      .update(auditLog)
      .set({ createdAt: new Date("2024-03-10T12:00:00Z") })
      .where(eq(auditLog.action, "login.locked_out"));

    const all = await auditLogQuery();
    expect(actionsOf(all.body)).toEqual([
      "user.role_changed",
      "user.deactivated",
      "user.role_changed",
      "login.locked_out",
    ]);
    expect(all.body.items[3]).toMatchObject({ actor: null, summary: "attempts: 5" });

    const roles = await auditLogQuery("action=user.role_changed");
    expect(roles.body.total).toBe(2);
    expect(
      roles.body.items.map((item: { actor: { username: string } }) => item.actor.username),
    ).toEqual(["Carol", "boss"]);
    const byActor = await auditLogQuery("actor=BO");
    expect(actionsOf(byActor.body)).toEqual(["user.deactivated", "user.role_changed"]);
    const both = await auditLogQuery("action=user.role_changed&actor=carol");
    expect(both.body.total).toBe(1);
    expect((await auditLogQuery("actor=%25")).body.total).toBe(0);

    const day = await auditLogQuery("from=2024-03-10&to=2024-03-10");
    expect(actionsOf(day.body)).toEqual(["login.locked_out"]);
    expect((await auditLogQuery("to=2024-03-09")).body.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await auditLogQuery(`from=${today}`)).body.total).toBe(3);
  });

  it("pages 50 entries at a time", async () => {
    await getDb()
      .insert(auditLog)
      .values(
        Array.from({ length: 55 }, (_, i) => ({
          action: "sessions.ended",
          actorLabel: "boss",
          details: { n: i },
          createdAt: sql`now() - (${i}::integer * interval '1 minute')`,
        })),
      );
    const first = await auditLogQuery();
    expect(first.body).toMatchObject({ total: 55, page: 1, pageSize: 50 });
    expect(first.body.items).toHaveLength(50);
    expect(first.body.items[0].details).toEqual({ n: 0 });
    const second = await auditLogQuery("page=2");
    expect(second.body).toMatchObject({ total: 55, page: 2 });
    expect(second.body.items.map((item: { details: { n: number } }) => item.details.n)).toEqual([
      50, 51, 52, 53, 54,
    ]);
    expect((await auditLogQuery("page=3")).body.items).toEqual([]);
  });

  it("refuses filters it cannot apply with 400", async () => {
    const cases: Array<[string, string]> = [
      ["action=user.exploded", "Unknown action: user.exploded"],
      ["from=2024-02-30", "from must be a date (YYYY-MM-DD)"],
      ["to=0000-01-01", "to must be between the years 1900 and 2200"],
      ["from=2024-03-02&to=2024-03-01", "from must not be after to"],
      ["page=0", "page must be a whole number from 1 to 100000"],
    ];
    for (const [query, message] of cases) {
      const res = await auditLogQuery(query);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
    }
  });

  it("is for admins only: 401 signed out, 403 for users, Access Denied on the page", async () => {
    const user = await createTestUser();
    const cookie = await signIn(user.username, user.password);
    expect((await http("/api/admin/audit-log")).status).toBe(401);
    const forbidden = await http("/api/admin/audit-log", { cookie });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error).toBe("You don't have permission to perform this action.");
    const page = await http<string>("/admin/audit", { cookie });
    expect(page.status).toBe(200);
    expect(page.body).toContain("Access Denied");
    const adminPage = await http<string>("/admin/audit", { cookie: adminCookie });
    expect(adminPage.body).toContain("Audit log");
    expect(adminPage.body).not.toContain("Access Denied");
  });
});
