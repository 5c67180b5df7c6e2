import "server-only";
import { eq } from "drizzle-orm";
import type { ActingUser } from "@/lib/server/auth/actor";
import { getDb, type Tx } from "@/lib/server/db/client";
import { contractInstalments, contractItems, contracts } from "@/lib/server/db/schema";
import { conflict, fieldError } from "@/lib/server/http/errors";
import {
  CONTRACT_MESSAGES,
  type ContractCreateInput,
  type ContractUpdateInput,
  type ContractView,
} from "@/lib/shared/schemas/contract";
import { toCents } from "@/lib/shared/schemas/money";
import { editableContract } from "./access";
import { checkScheduleSum, scheduleOf, writeSchedule } from "./instalments";
import { resolveItems, type ContractItemInput } from "./items";
import { findShortages, guardOversell, recordOversell } from "./oversell";
import { recordDealFor, resolveParties } from "./parties";
import { dealRecorded } from "@/lib/server/deals/mutations";
import { lockPropertyRights } from "@/lib/server/exclusivity/guard";
import { syncDeliverables } from "@/lib/server/fulfilment/generate";
import { getContract } from "./queries";

async function replaceItems(tx: Tx, contractId: number, items: ContractItemInput[]) {
  await tx.delete(contractItems).where(eq(contractItems.contractId, contractId));
  if (items.length) await tx.insert(contractItems).values(items.map((i) => ({ contractId, ...i })));
}

/**
 * POST /api/contracts. Everything is checked before anything is written: the parties (a deal of
 * the user's, a sponsor and property, or an accepted proposal), what is sold, the schedule and
 * availability (409 when short, unless an admin overrides). A contract between a sponsor and a
 * property without a deal records a Pending deal for them first.
 */
export async function createContract(
  body: ContractCreateInput,
  user: ActingUser,
): Promise<ContractView> {
  const { input, parties } = await resolveParties(body, user);
  const startDate = input.startDate!;
  const endDate = input.endDate!;
  const currency = input.currency ?? "USD";
  const feeCents = toCents(input.totalFee!);
  const db = getDb();
  const sold = await resolveItems(db, parties.eventBrandId, input);
  if (sold.items.length === 0) throw fieldError("items", CONTRACT_MESSAGES.noSource);
  const schedule = scheduleOf(input.instalments, feeCents, startDate, currency);

  let recordedDealId: number | null = null;
  const id = await db.transaction(async (tx) => {
    // Sales at one property run one at a time, so two contracts cannot both take the last unit.
    await lockPropertyRights(tx, parties.eventBrandId);
    const shortages =
      input.status === "cancelled"
        ? []
        : await findShortages(
            { eventBrandId: parties.eventBrandId, startDate, endDate, ...sold },
            tx,
          );
    guardOversell(shortages, input.override, user);

    const dealId =
      parties.dealId ??
      (recordedDealId = await recordDealFor(
        tx,
        { ...parties, sponsorBrandId: parties.sponsorBrandId! },
        { startDate, endDate, feeCents, currency, exclusive: Boolean(input.exclusiveCategory) },
        user.id,
      ));
    const [row] = await tx
      .insert(contracts)
      .values({
        dealId,
        sponsorBrandId: parties.sponsorBrandId,
        eventBrandId: parties.eventBrandId,
        status: input.status,
        startDate,
        endDate,
        totalFeeCents: feeCents,
        currency,
        packageId: sold.packageId,
        proposalId: input.proposalId ?? null,
        exclusiveCategory: input.exclusiveCategory ?? null,
        createdBy: user.id,
      })
      .returning({ id: contracts.id });
    const contractId = row!.id;
    await replaceItems(tx, contractId, sold.items);
    await writeSchedule(tx, contractId, schedule);
    await recordOversell(tx, shortages, user, { id: contractId, label: `Contract ${contractId}` });
    await syncDeliverables(contractId, tx);
    return contractId;
  });
  if (recordedDealId !== null) await dealRecorded(recordedDealId);
  return getContract(id, user);
}

/**
 * PATCH /api/contracts/{id}. Dates are checked against the stored ones, a new fee against the
 * schedule (new or stored), new items or dates against availability (the contract itself left
 * out). The schedule can be replaced only while no instalment is invoiced or paid (409).
 */
export async function updateContract(
  id: number,
  input: ContractUpdateInput,
  user: ActingUser,
): Promise<ContractView> {
  const db = getDb();
  await db.transaction(async (tx) => {
    const current = await editableContract(tx, id, user);
    await lockPropertyRights(tx, current.eventBrandId);
    const next = {
      status: input.status ?? current.status,
      startDate: input.startDate ?? current.startDate,
      endDate: input.endDate ?? current.endDate,
      totalFeeCents: input.totalFee !== undefined ? toCents(input.totalFee) : current.totalFeeCents,
      currency: input.currency ?? current.currency,
      exclusiveCategory:
        input.exclusiveCategory !== undefined ? input.exclusiveCategory : current.exclusiveCategory,
    };
    if (next.endDate < next.startDate)
      throw fieldError("endDate", CONTRACT_MESSAGES.endBeforeStart);

    const stored = await tx
      .select()
      .from(contractInstalments)
      .where(eq(contractInstalments.contractId, id));
    if (input.instalments) {
      if (stored.some((entry) => entry.status !== "due"))
        throw conflict(CONTRACT_MESSAGES.instalmentLocked);
      const schedule = scheduleOf(
        input.instalments,
        next.totalFeeCents,
        next.startDate,
        next.currency,
      );
      await writeSchedule(tx, id, schedule);
    } else if (input.totalFee !== undefined) {
      checkScheduleSum(stored, next.totalFeeCents, next.currency);
    }

    const items = input.items
      ? (await resolveItems(tx, current.eventBrandId, { items: input.items })).items
      : await tx
          .select({
            assetId: contractItems.assetId,
            quantity: contractItems.quantity,
            specificEventIds: contractItems.specificEventIds,
          })
          .from(contractItems)
          .where(eq(contractItems.contractId, id));
    const takesMore =
      input.items !== undefined ||
      input.startDate !== undefined ||
      input.endDate !== undefined ||
      (input.status !== undefined && current.status === "cancelled");
    const shortages =
      takesMore && next.status !== "cancelled"
        ? await findShortages(
            {
              eventBrandId: current.eventBrandId,
              startDate: next.startDate,
              endDate: next.endDate,
              items,
              excludeContractId: id,
            },
            tx,
          )
        : [];
    guardOversell(shortages, input.override ?? false, user);

    if (input.items) {
      await replaceItems(tx, id, items);
      await tx.update(contracts).set({ packageId: null }).where(eq(contracts.id, id));
    }
    await tx.update(contracts).set(next).where(eq(contracts.id, id));
    await recordOversell(tx, shortages, user, { id, label: `Contract ${id}` });
    // What is to be delivered follows what was sold and when.
    if (takesMore || input.status !== undefined) await syncDeliverables(id, tx);
  });
  return getContract(id, user);
}
