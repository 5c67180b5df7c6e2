// GET /api/bench/baseline?bytes=N&type=json|html — the bare route handler `npm run bench` compares
// real endpoints with: no session, no database, just N bytes. Answers 404 unless PITCHSIDE_BENCH=1.
import { notFound } from "@/lib/server/http/errors";
import { toErrorResponse } from "@/lib/server/http/route";

export async function GET(req: Request) {
  if (process.env.PITCHSIDE_BENCH !== "1")
    return toErrorResponse(notFound(`No API route at /api/bench/baseline`), req);
  const url = new URL(req.url);
  const bytes = Math.min(Math.max(Number(url.searchParams.get("bytes")) || 2, 2), 5_000_000);
  const html = url.searchParams.get("type") === "html";
  const body = html
    ? `<p>${"x".repeat(Math.max(0, bytes - 7))}</p>`
    : JSON.stringify("x".repeat(Math.max(0, bytes - 2)));
  return new Response(body, {
    headers: { "content-type": html ? "text/html; charset=utf-8" : "application/json" },
  });
}
