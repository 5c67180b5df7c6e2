/**
 * The matching engine: pure functions, no I/O. `scoreSponsor` is the one-call API. For many
 * sponsors: `compileSponsors` once (reusable for every context), `compileContext` once per
 * property or event, `rankSponsors`, then `explain(sponsorAt(set, row.index), context)` for the
 * rows a screen shows.
 */
export { compileContext } from "./compile-context";
export { compileSponsor, compileSponsors, sponsorAt } from "./compile-sponsors";
export type { CompiledContext, CompiledSponsor, CompiledSponsors } from "./compiled";
export { rankSponsors, type RankOptions } from "./rank";
export { explain, scoreCompiled, scoreSponsor } from "./score";
export {
  AUDIENCE_WEIGHTS,
  BRAND_WEIGHTS,
  MARKET_COVERAGE_WEIGHTS,
  MATCH_WEIGHTS,
  SPECIFIC_MARKET_WEIGHTS,
  VALUE_WEIGHTS,
} from "./terms";
export type * from "./types";
