// GET /api/user-favorites-news — news on the companies the signed-in user follows (?eventBrandId=
// the dashboard's context, &limit=); an empty list when the watchlist is empty.
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { listWatchlistNews } from "@/lib/server/news/queries";
import { watchlistNewsItemSchema, watchlistNewsQuery } from "@/lib/shared/schemas/news";

export const GET = route(
  {
    summary: "List news on your watchlist",
    responses: { 200: z.array(watchlistNewsItemSchema) },
    auth: "user",
    query: watchlistNewsQuery,
  },
  async ({ user, query }) =>
    listWatchlistNews(user.id, { eventBrandId: query.eventBrandId, limit: query.limit }),
);
