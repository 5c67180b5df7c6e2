import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getEnv } from "@/lib/env";
import { getDb } from "@/lib/server/db/client";
import { contractReminders, contracts, eventBrands, sponsorDeals } from "@/lib/server/db/schema";
import { publish } from "@/lib/server/events/bus";
import { todayIso } from "@/lib/shared/dates";
import { daysUntil, reminderDue } from "@/lib/shared/renewals";
import { fromCents } from "@/lib/shared/schemas/money";
import { upForRenewal } from "./queries";

/** Contracts looked at per run: a backlog is worked off over the next runs. */
const BATCH = 500;

/**
 * Remind the owners of contracts coming up for renewal: for each contract up for renewal within
 * the largest reminder (CONTRACT_RENEWAL_REMINDER_DAYS), the nearest reminder it is inside fires
 * once (see reminderDue), publishing `contract.renewal_due` to the deal's owner and the
 * contract's author. The reminder's row is claimed by its insert (contract and days are its key),
 * so two workers never both publish. Sample contracts are left alone. Answers how many fired.
 */
export async function notifyRenewalsDue(
  today: string = todayIso(),
  thresholds: readonly number[] = getEnv().CONTRACT_RENEWAL_REMINDER_DAYS,
): Promise<number> {
  if (thresholds.length === 0) return 0;
  const db = getDb();
  const rows = await db
    .select({
      contract: contracts,
      sponsorName: sponsorDeals.sponsorName,
      dealOwnerId: sponsorDeals.createdBy,
      eventBrandName: eventBrands.name,
    })
    .from(contracts)
    .innerJoin(sponsorDeals, eq(sponsorDeals.id, contracts.dealId))
    .innerJoin(eventBrands, eq(eventBrands.id, contracts.eventBrandId))
    .where(and(eq(contracts.isSample, false), upForRenewal(today, Math.max(...thresholds))))
    .limit(BATCH);
  if (rows.length === 0) return 0;
  const fired = await db
    .select()
    .from(contractReminders)
    .where(
      inArray(
        contractReminders.contractId,
        rows.map((row) => row.contract.id),
      ),
    );
  let published = 0;
  for (const row of rows) {
    const c = row.contract;
    const daysToEnd = daysUntil(c.endDate, today);
    const due = reminderDue(
      daysToEnd,
      thresholds,
      fired.filter((entry) => entry.contractId === c.id).map((entry) => entry.daysBefore),
    );
    if (due === null) continue;
    const [claimed] = await db
      .insert(contractReminders)
      .values({ contractId: c.id, daysBefore: due })
      .onConflictDoNothing()
      .returning({ contractId: contractReminders.contractId });
    if (!claimed) continue;
    const recipientIds = [
      ...new Set([row.dealOwnerId, c.createdBy].filter((id): id is number => id != null)),
    ];
    await publish({
      name: "contract.renewal_due",
      data: {
        contract: {
          id: c.id,
          dealId: c.dealId,
          sponsorBrandId: c.sponsorBrandId,
          sponsorName: row.sponsorName,
          eventBrandId: c.eventBrandId,
          eventBrandName: row.eventBrandName,
          startDate: c.startDate,
          endDate: c.endDate,
          totalFee: fromCents(c.totalFeeCents),
          totalFeeCents: c.totalFeeCents,
          currency: c.currency,
        },
        daysToEnd,
        daysBefore: due,
        recipientIds,
      },
    });
    published += 1;
  }
  return published;
}
