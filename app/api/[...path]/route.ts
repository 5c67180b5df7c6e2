// Any other /api path — a JSON 404 instead of the HTML not-found page.
import { notFound } from "@/lib/server/http/errors";
import { toErrorResponse } from "@/lib/server/http/route";

const answer = async (req: Request) =>
  toErrorResponse(notFound(`No API route at ${new URL(req.url).pathname}`), req);

export const GET = answer;
export const POST = answer;
export const PUT = answer;
export const PATCH = answer;
export const DELETE = answer;
