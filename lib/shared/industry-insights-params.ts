/**
 * The address of /industry-insights: `?industry=` names the industry shown (none: the one with the
 * most sponsors). The page and the client view read it through this parser, so Back and a shared
 * link restore the same industry.
 */
import { parseAsString } from "nuqs/server";

export const industryInsightsParams = {
  industry: parseAsString,
};
