// GET /api/user-favorites-news — news on the companies the signed-in user follows (?eventBrandId=
// the dashboard's context, &limit=); an empty list when the watchlist is empty.
import { route } from "@/lib/server/http/route";
import { listWatchlistNews } from "@/lib/server/news/queries";
import { watchlistNewsQuery } from "@/lib/shared/schemas/news";

export const GET = route({ auth: "user", query: watchlistNewsQuery }, async ({ user, query }) =>
  listWatchlistNews(user.id, { eventBrandId: query.eventBrandId, limit: query.limit }),
);
