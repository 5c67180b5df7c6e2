import "server-only";
import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { contracts, deliverables, sponsorDeals } from "@/lib/server/db/schema";
import { publish } from "@/lib/server/events/bus";
import { todayIso } from "@/lib/shared/dates";
import { getDeliverableOrThrow, overdueCondition } from "./queries";

/** Deliverables handled per run: a backlog is worked off over the next runs. */
const BATCH = 500;

/**
 * Tell of deliverables that passed their due date without proof: each is marked
 * (`overdueNotifiedAt`) and its `fulfilment.overdue` event published once, whoever runs the check
 * and however often. The mark is claimed in one statement, so two workers never both publish.
 * Sample and cancelled contracts are left alone. Answers how many were published.
 */
export async function notifyOverdueDeliverables(today: string = todayIso()): Promise<number> {
  const db = getDb();
  const due = db
    .select({ id: deliverables.id })
    .from(deliverables)
    .innerJoin(contracts, eq(contracts.id, deliverables.contractId))
    .where(
      and(
        overdueCondition(today),
        isNull(deliverables.overdueNotifiedAt),
        eq(contracts.isSample, false),
        ne(contracts.status, "cancelled"),
      ),
    )
    .limit(BATCH);
  const claimed = await db
    .update(deliverables)
    .set({ overdueNotifiedAt: new Date() })
    .where(and(isNull(deliverables.overdueNotifiedAt), inArray(deliverables.id, due)))
    .returning({
      id: deliverables.id,
      ownerUserId: deliverables.ownerUserId,
      contractId: deliverables.contractId,
    });
  for (const row of claimed) {
    const deliverable = await getDeliverableOrThrow(row.id, today);
    const [deal] = await db
      .select({ ownerId: sponsorDeals.createdBy })
      .from(contracts)
      .innerJoin(sponsorDeals, eq(sponsorDeals.id, contracts.dealId))
      .where(eq(contracts.id, row.contractId));
    const recipientIds = [
      ...new Set([row.ownerUserId, deal?.ownerId].filter((id): id is number => id != null)),
    ];
    await publish({ name: "fulfilment.overdue", data: { deliverable, recipientIds } });
  }
  return claimed.length;
}
