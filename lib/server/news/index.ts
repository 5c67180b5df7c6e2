export { listWatchlistNews, type ListWatchlistNewsOptions } from "./queries";
export {
  refreshCompaniesNews,
  refreshCompanyNews,
  waitForNewsRefreshes,
  type RefreshOptions,
  type RefreshOutcome,
} from "./refresh";
export { forgetFeedReads, listStaleCompanies } from "./freshness";
export { buildCompanyQuery, buildFeedUrl, readFeed } from "./feeds";
export { FeedError } from "./feed-error";
export { readNewsFeedTemplate } from "./config";
