import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { jobs, proposalShareLinks, sponsorProposals } from "@/lib/server/db/schema";
import { createTestUser, resetDatabase } from "../support/db";
import { http, signIn } from "../support/http";
import { formWithFile } from "../support/images";
import { createProposalFixture } from "../support/proposals";

// A token always acts with a member's rights, whatever its owner's role: an admin's token gets
// the answers a member would on other users' proposals, share links, imports and jobs, while the
// same admin's session cookie still acts as an admin.

type User = Awaited<ReturnType<typeof createTestUser>>;
let pat: User;
let patCookie: string;
let adminCookie: string;
let adminToken: string;

beforeEach(async () => {
  await resetDatabase();
  pat = await createTestUser({ username: "pat" });
  const admin = await createTestUser({ username: "ada", role: "admin" });
  patCookie = await signIn(pat.username, pat.password);
  adminCookie = await signIn(admin.username, admin.password);
  const created = await http("/api/api-tokens", {
    cookie: adminCookie,
    json: { name: "Ada's script", scope: "write", expiresInDays: 30 },
  });
  expect(created.status).toBe(201);
  adminToken = created.body.token;
});

const byToken = (path: string, method = "GET") =>
  http(path, { method, headers: { authorization: `Bearer ${adminToken}` } });
const byCookie = (path: string, method = "GET") => http(path, { method, cookie: adminCookie });

/** Refused the way a member is refused on someone else's row: 403 or 404, never done. */
const refusedAsMember = (status: number) => expect([403, 404]).toContain(status);

it("an admin's token reads itself as a member", async () => {
  const me = await byToken("/api/user");
  expect(me.status).toBe(200);
  expect(me.body).toMatchObject({ username: "ada", role: "user" });
  expect((await byCookie("/api/user")).body.role).toBe("admin");
});

it("cannot delete another user's proposal or revoke its share link; the admin's session can", async () => {
  const { proposalId } = await createProposalFixture({ ownerId: pat.id });
  const link = await http(`/api/proposals/${proposalId}/share-links`, {
    cookie: patCookie,
    json: { expiresInDays: 30 },
  });
  expect(link.status).toBe(201);
  const linkId: number = link.body.id;

  refusedAsMember((await byToken(`/api/proposal-share-links/${linkId}/revoke`, "POST")).status);
  refusedAsMember((await byToken(`/api/proposals/${proposalId}`, "DELETE")).status);
  const [kept] = await getDb()
    .select()
    .from(proposalShareLinks)
    .where(eq(proposalShareLinks.id, linkId));
  expect(kept!.revokedAt).toBeNull();
  expect(
    await getDb().select().from(sponsorProposals).where(eq(sponsorProposals.id, proposalId)),
  ).toHaveLength(1);

  expect((await byCookie(`/api/proposal-share-links/${linkId}/revoke`, "POST")).status).toBe(200);
  expect((await byCookie(`/api/proposals/${proposalId}`, "DELETE")).status).toBe(204);
});

it("cannot see or undo another user's import; the admin's session can see it", async () => {
  const csv = "Company;Website\r\nAcme Widgets;acme.com\r\nGlobex;globex.example";
  const uploaded = await http("/api/sponsor-imports", {
    form: formWithFile("file", csv, "prospects.csv", "text/csv"),
    cookie: patCookie,
  });
  expect(uploaded.status).toBe(201);
  const importId: number = uploaded.body.id;

  refusedAsMember((await byToken(`/api/sponsor-imports/${importId}`)).status);
  refusedAsMember((await byToken(`/api/sponsor-imports/${importId}/undo`, "POST")).status);
  refusedAsMember((await byToken(`/api/sponsor-imports/${importId}/rows`)).status);
  const list = await byToken("/api/sponsor-imports");
  expect(list.status).toBe(200);
  expect(list.body).toEqual([]);

  expect((await byCookie(`/api/sponsor-imports/${importId}`)).status).toBe(200);
  expect((await byCookie("/api/sponsor-imports")).body.map((i: { id: number }) => i.id)).toEqual([
    importId,
  ]);
});

it("cannot see or cancel another user's job; the admin's session can cancel it", async () => {
  // A queued job of a type no worker runs, standing for one of pat's.
  const jobId = randomUUID();
  await getDb()
    .insert(jobs)
    .values({ id: jobId, type: "fixture", status: "queued", data: {}, createdBy: pat.id });

  refusedAsMember((await byToken(`/api/jobs/${jobId}`)).status);
  refusedAsMember((await byToken(`/api/jobs/${jobId}/cancel`, "POST")).status);
  const active = await byToken("/api/jobs/active");
  expect(active.status).toBe(200);
  expect(active.body.map((job: { id: string }) => job.id)).not.toContain(jobId);
  const [row] = await getDb().select().from(jobs).where(eq(jobs.id, jobId));
  expect(row!.status).toBe("queued");

  // The MCP server acts as the token's user too.
  const mcp = await http("/api/mcp", {
    headers: {
      authorization: `Bearer ${adminToken}`,
      accept: "application/json, text/event-stream",
    },
    json: {
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "get_job_status", arguments: { jobId } },
    },
  });
  expect(mcp.status).toBe(200);
  expect(mcp.body.result).toMatchObject({ isError: true, content: [{ text: "Job not found" }] });

  const cancelled = await byCookie(`/api/jobs/${jobId}/cancel`, "POST");
  expect(cancelled.status).toBe(200);
  expect(cancelled.body.status).toBe("cancelled");
});
