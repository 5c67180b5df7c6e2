import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { users } from "@/lib/server/db/schema";
import { createTestUser, resetDatabase } from "../support/db";
import { http, signIn } from "../support/http";
import { formWithFile, pngBytes, SAFE_SVG, SCRIPTED_SVG } from "../support/images";

let cookie: string;
let userId: number;

beforeEach(async () => {
  await resetDatabase();
  const user = await createTestUser({ username: "pat" });
  userId = user.id;
  cookie = await signIn(user.username, user.password);
});

const storedPicture = async () =>
  (await getDb().select({ url: users.profilePicture }).from(users).where(eq(users.id, userId)))[0]
    ?.url ?? null;

describe("PATCH /api/user/profile", () => {
  it("updates the profile fields and answers the user", async () => {
    const res = await http("/api/user/profile", {
      method: "PATCH",
      cookie,
      json: {
        fullName: "Pat Lee",
        company: "Fairway Sports",
        jobTitle: "Head of Partnerships",
        bio: "Sells golf.",
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      fullName: "Pat Lee",
      company: "Fairway Sports",
      jobTitle: "Head of Partnerships",
      bio: "Sells golf.",
    });
    expect((await http("/api/user", { cookie })).body.company).toBe("Fairway Sports");
  });

  it("clears a field sent empty and leaves unsent fields alone", async () => {
    await http("/api/user/profile", {
      method: "PATCH",
      cookie,
      json: { company: "A", jobTitle: "B" },
    });
    const res = await http("/api/user/profile", { method: "PATCH", cookie, json: { company: "" } });
    expect(res.body.company).toBeNull();
    expect(res.body.jobTitle).toBe("B");
  });

  it.each([
    [{ fullName: 42 }, "Full name must be text"],
    // People's names follow the one name rule.
    [{ fullName: "NaN" }, 'Full name cannot be "NaN"'],
    [{ fullName: "Pat\u0085Lee" }, "Full name must not contain control characters"],
    [{ bio: "x".repeat(2001) }, "Bio must be at most 2000 characters"],
    [{ role: "admin" }, undefined],
  ])("refuses %j and changes nothing", async (body, message) => {
    const res = await http("/api/user/profile", { method: "PATCH", cookie, json: body });
    expect(res.status).toBe(400);
    if (message) expect(res.body.error).toBe(message);
    const me = await http("/api/user", { cookie });
    expect(me.body.role).toBe("user");
    expect(me.body.fullName).toBe("Test pat");
  });

  it("needs a signed-in session", async () => {
    expect(
      (await http("/api/user/profile", { method: "PATCH", json: { fullName: "X" } })).status,
    ).toBe(401);
  });
});

describe("POST /api/user/profile-picture", () => {
  it("stores a PNG as a re-encoded square picture served by the app", async () => {
    const res = await http("/api/user/profile-picture", {
      cookie,
      form: formWithFile("profilePicture", await pngBytes(400, 300), "me.png", "image/png"),
    });
    expect(res.status).toBe(200);
    expect(res.body.profilePicture).toMatch(/^\/uploads\/avatars\/[A-Za-z0-9_-]+\.webp$/);
    const file = await fetch(`${process.env.TEST_BASE_URL}${res.body.profilePicture}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/webp");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("replaces the previous picture and deletes its file", async () => {
    const first = await http("/api/user/profile-picture", {
      cookie,
      form: formWithFile("profilePicture", await pngBytes(), "a.png", "image/png"),
    });
    const second = await http("/api/user/profile-picture", {
      cookie,
      form: formWithFile(
        "profilePicture",
        await pngBytes(80, 80, { r: 200, g: 0, b: 0 }),
        "b.png",
        "image/png",
      ),
    });
    expect(second.body.profilePicture).not.toBe(first.body.profilePicture);
    expect((await fetch(`${process.env.TEST_BASE_URL}${first.body.profilePicture}`)).status).toBe(
      404,
    );
  });

  it("rasterises a plain SVG", async () => {
    const res = await http("/api/user/profile-picture", {
      cookie,
      form: formWithFile("profilePicture", SAFE_SVG, "logo.svg", "image/svg+xml"),
    });
    expect(res.status).toBe(200);
    expect(res.body.profilePicture).toMatch(/\.webp$/);
  });

  it.each([
    [
      "a text file named .png",
      () => formWithFile("profilePicture", "hello, I am not an image", "fake.png", "image/png"),
      415,
      "Please select an image file.",
    ],
    [
      "an SVG with a script",
      () => formWithFile("profilePicture", SCRIPTED_SVG, "x.svg", "image/svg+xml"),
      415,
      "This SVG contains scripts or outside references and cannot be used.",
    ],
    [
      "a file of 5 MB + 1 byte",
      () =>
        formWithFile("profilePicture", new Uint8Array(5 * 1024 * 1024 + 1), "big.png", "image/png"),
      413,
      "Please select an image smaller than 5MB.",
    ],
    ["no file", () => new FormData(), 400, "Please select an image to upload."],
    [
      "the file under another field name",
      async () => formWithFile("avatar", await pngBytes(), "me.png", "image/png"),
      400,
      "Please select an image to upload.",
    ],
  ])("refuses %s and keeps the current picture", async (_label, makeForm, status, message) => {
    const res = await http("/api/user/profile-picture", { cookie, form: await makeForm() });
    expect(res.status).toBe(status);
    expect(res.body.error).toBe(message);
    expect(await storedPicture()).toBeNull();
  });

  it("refuses a request body far over the cap before reading it", async () => {
    const res = await http("/api/user/profile-picture", {
      cookie,
      form: formWithFile(
        "profilePicture",
        new Uint8Array(7 * 1024 * 1024),
        "huge.png",
        "image/png",
      ),
    });
    expect(res.status).toBe(413);
  });

  it("refuses JSON and needs a session", async () => {
    expect(
      (await http("/api/user/profile-picture", { cookie, json: { profilePicture: "x" } })).status,
    ).toBe(415);
    expect(
      (
        await http("/api/user/profile-picture", {
          form: formWithFile("profilePicture", await pngBytes(), "a.png", "image/png"),
        })
      ).status,
    ).toBe(401);
  });
});

describe("/api/user/settings", () => {
  it("answers defaults, then saves changes", async () => {
    const initial = await http("/api/user/settings", { cookie });
    expect(initial.body).toMatchObject({
      displayMode: "light",
      defaultEventBrandId: null,
      notificationsEnabled: true,
      emailNotifications: true,
    });
    const saved = await http("/api/user/settings", {
      method: "PATCH",
      cookie,
      json: { displayMode: "dark", emailNotifications: false },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      displayMode: "dark",
      emailNotifications: false,
      notificationsEnabled: true,
    });
    expect((await http("/api/user/settings", { cookie })).body.displayMode).toBe("dark");
  });

  it("refuses an unknown display mode and a brand that does not exist", async () => {
    const mode = await http("/api/user/settings", {
      method: "PATCH",
      cookie,
      json: { displayMode: "neon" },
    });
    expect(mode.status).toBe(400);
    expect(mode.body.error).toBe("Display mode must be light or dark");
    const brand = await http("/api/user/settings", {
      method: "PATCH",
      cookie,
      json: { defaultEventBrandId: 999 },
    });
    expect(brand.status).toBe(400);
    expect(brand.body.error).toBe("The default event brand does not exist");
  });
});
