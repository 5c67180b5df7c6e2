// GET /developers/swagger-ui/{file} — the API reference renderer (swagger-ui-dist, an npm package)
// served by the app itself, so /developers works with no internet and under the page's CSP.
import { readFile } from "node:fs/promises";
import path from "node:path";

/** The only files the page loads; anything else is not served. */
const FILES: Record<string, string> = {
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
  "swagger-ui.css": "text/css; charset=utf-8",
};

/** Each file is read from disk once per process (about 1.4 MB in all). */
const cache: Record<string, Promise<Buffer<ArrayBuffer>>> = {};

export async function GET(_req: Request, ctx: { params: Promise<{ file: string }> }) {
  const { file } = await ctx.params;
  const type = FILES[file];
  if (!type) return new Response("Not found", { status: 404 });
  const bytes = await (cache[file] ??= readFile(
    path.join(process.cwd(), "node_modules", "swagger-ui-dist", file),
  ));
  return new Response(bytes, {
    headers: {
      "Content-Type": type,
      "Cache-Control": "public, max-age=86400",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
