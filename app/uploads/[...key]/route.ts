// GET /uploads/{key} — a stored file (local folder or S3), served by the app with validators, so
// a browser keeps it (for a year when its name is unique) and revalidates with a 304.
import { notFound } from "@/lib/server/http/errors";
import { route } from "@/lib/server/http/route";
import { cachingHeaders, etagOf, isNotModified } from "@/lib/server/storage/caching";
import { isValidKey } from "@/lib/server/storage/keys";
import { getStorage } from "@/lib/server/storage/store";
import { z } from "zod";

const params = z.object({ key: z.array(z.string()).transform((parts) => parts.join("/")) });

export const GET = route({ auth: "public", params }, async ({ req, params: { key } }) => {
  if (!isValidKey(key)) throw notFound("File not found");
  const object = await getStorage().get(key);
  if (!object) throw notFound("File not found");
  const etag = etagOf(object.bytes);
  const caching = cachingHeaders(key, object, etag);
  if (isNotModified(req.headers, etag, object.lastModified))
    return new Response(null, { status: 304, headers: caching });
  return new Response(Buffer.from(object.bytes), {
    headers: {
      "Content-Type": object.contentType,
      ...caching,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
});
