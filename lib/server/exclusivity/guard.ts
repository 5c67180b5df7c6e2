import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/lib/server/db/client";
import { AppError } from "@/lib/server/http/errors";
import type { ExclusivityConflict } from "@/lib/shared/exclusivity";

/**
 * The one guard of category exclusivity, taken by every writer of rights (deals and event links)
 * inside its transaction, before it looks for conflicts: saves at one property run one at a time,
 * so two concurrent saves cannot both miss the clash between them. Transaction-scoped: released
 * on commit or rollback.
 */
const PROPERTY_RIGHTS_LOCK = 913_270;

export async function lockPropertyRights(tx: Tx, eventBrandId: number): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${PROPERTY_RIGHTS_LOCK}::integer, ${eventBrandId}::integer)`,
  );
}

export const EXCLUSIVITY_CONFLICT = "Saving this would break category exclusivity";

/**
 * The one refusal of a save that would break category exclusivity, for deals and event links
 * alike: 409 CONFLICT, "Saving this would break category exclusivity: {first conflict}" (and how
 * many more), with every conflict in `details.conflicts`.
 */
export function exclusivityConflictError(conflicts: readonly ExclusivityConflict[]): AppError {
  const [first] = conflicts;
  const more = conflicts.length > 1 ? ` (and ${conflicts.length - 1} more)` : "";
  const what = first ? `: ${first.message}${more}` : "";
  return new AppError("CONFLICT", `${EXCLUSIVITY_CONFLICT}${what}.`, {
    details: { conflicts: [...conflicts] },
  });
}
