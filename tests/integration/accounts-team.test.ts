import { PASSWORD_POLICY_MESSAGES } from "@/lib/shared/schemas/user";
import { createTestUser, resetDatabase } from "../support/db";
import { http, signIn } from "../support/http";

let admin: Awaited<ReturnType<typeof createTestUser>>;
let adminCookie: string;

beforeEach(async () => {
  await resetDatabase();
  admin = await createTestUser({ username: "boss", role: "admin" });
  adminCookie = await signIn(admin.username, admin.password);
});

describe("/api/users (admin)", () => {
  it("is closed to signed-out visitors (401) and to users (403)", async () => {
    const user = await createTestUser();
    const cookie = await signIn(user.username, user.password);
    expect((await http("/api/users")).status).toBe(401);
    const forbidden = await http("/api/users", { cookie });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error).toBe("You don't have permission to perform this action.");
    expect(
      (await http(`/api/users/${admin.id}`, { method: "PATCH", cookie, json: { role: "user" } }))
        .status,
    ).toBe(403);
    expect(
      (
        await http("/api/users", {
          cookie,
          json: { username: "x", email: "x@example.com", password: "password123" },
        })
      ).status,
    ).toBe(403);
  });

  it("lists the team without password hashes", async () => {
    await createTestUser({ username: "alice" });
    const res = await http("/api/users", { cookie: adminCookie });
    expect(res.status).toBe(200);
    expect(res.body.map((u: { username: string }) => u.username)).toEqual(["alice", "boss"]);
    expect(res.body[0]).not.toHaveProperty("password");
  });

  it("creates accounts with a role, refusing duplicates", async () => {
    const res = await http("/api/users", {
      cookie: adminCookie,
      json: {
        username: "newbie",
        email: "newbie@anywhere.io",
        password: "fairway-ledger-42",
        role: "admin",
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.role).toBe("admin");
    const again = await http("/api/users", {
      cookie: adminCookie,
      json: { username: "NEWBIE", email: "n2@anywhere.io", password: "password123" },
    });
    expect(again.status).toBe(409);
  });

  it("refuses a common password for a new account and stores nothing", async () => {
    const res = await http("/api/users", {
      cookie: adminCookie,
      json: { username: "weak", email: "weak@anywhere.io", password: "password123" },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(PASSWORD_POLICY_MESSAGES.common);
    expect(res.body.details).toEqual([
      { path: "body.password", message: PASSWORD_POLICY_MESSAGES.common },
    ]);
    const team = await http("/api/users", { cookie: adminCookie });
    expect(team.body.map((u: { username: string }) => u.username)).not.toContain("weak");
  });

  it("promotes, demotes, deactivates (ending their sessions) and reactivates", async () => {
    const user = await createTestUser({ username: "member" });
    const userCookie = await signIn(user.username, user.password);
    const promoted = await http(`/api/users/${user.id}`, {
      method: "PATCH",
      cookie: adminCookie,
      json: { role: "admin" },
    });
    expect(promoted.body.role).toBe("admin");
    const demoted = await http(`/api/users/${user.id}`, {
      method: "PATCH",
      cookie: adminCookie,
      json: { role: "user" },
    });
    expect(demoted.body.role).toBe("user");
    const off = await http(`/api/users/${user.id}`, {
      method: "PATCH",
      cookie: adminCookie,
      json: { isActive: false },
    });
    expect(off.body.isActive).toBe(false);
    expect((await http("/api/user", { cookie: userCookie })).status).toBe(401);
    expect(
      (await http("/api/login", { json: { username: "member", password: user.password } })).status,
    ).toBe(403);
    await http(`/api/users/${user.id}`, {
      method: "PATCH",
      cookie: adminCookie,
      json: { isActive: true },
    });
    expect(
      (await http("/api/login", { json: { username: "member", password: user.password } })).status,
    ).toBe(200);
  });

  it("never demotes or deactivates the last active admin", async () => {
    for (const change of [{ role: "user" }, { isActive: false }]) {
      const res = await http(`/api/users/${admin.id}`, {
        method: "PATCH",
        cookie: adminCookie,
        json: change,
      });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe("The last active admin cannot be demoted or deactivated.");
    }
    expect((await http("/api/user", { cookie: adminCookie })).body.role).toBe("admin");
  });

  it.each([
    ["/api/users/abc", { role: "user" }, 400],
    ["/api/users/0", { role: "user" }, 400],
    ["/api/users/999", { role: "user" }, 404],
    ["/api/users/1", { role: "owner" }, 400],
    ["/api/users/1", {}, 400],
    ["/api/users/1", { isActive: "no" }, 400],
  ])("PATCH %s %j answers %i", async (path, body, status) => {
    const res = await http(path, { method: "PATCH", cookie: adminCookie, json: body });
    expect(res.status).toBe(status);
    expect(typeof res.body.error).toBe("string");
  });
});
