// GET /uploads/{key} — a stored file (local folder or S3), served by the app.
import { notFound } from "@/lib/server/http/errors";
import { route } from "@/lib/server/http/route";
import { isValidKey } from "@/lib/server/storage/keys";
import { getStorage } from "@/lib/server/storage/store";
import { z } from "zod";

const params = z.object({ key: z.array(z.string()).transform((parts) => parts.join("/")) });

export const GET = route({ auth: "public", params }, async ({ params: { key } }) => {
  if (!isValidKey(key)) throw notFound("File not found");
  const object = await getStorage().get(key);
  if (!object) throw notFound("File not found");
  return new Response(Buffer.from(object.bytes), {
    headers: {
      "Content-Type": object.contentType,
      // Keys are random and never reused, so a stored file never changes.
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
});
