import "server-only";
import { and, eq } from "drizzle-orm";
import type { ActingUser } from "@/lib/server/auth/actor";
import { getDb, type Tx } from "@/lib/server/db/client";
import { contractInstalments, contracts } from "@/lib/server/db/schema";
import { fieldError, notFound } from "@/lib/server/http/errors";
import { todayIso } from "@/lib/shared/dates";
import {
  CONTRACT_MESSAGES,
  type ContractView,
  type InstalmentUpdateInput,
} from "@/lib/shared/schemas/contract";
import { toCents } from "@/lib/shared/schemas/money";
import { editableContract } from "./access";
import { getContract } from "./queries";

export type ScheduleEntry = { dueDate: string; amountCents: number };

/**
 * A contract's payment schedule: the instalments given (in due-date order), or one instalment of
 * the whole fee due on the start date. Their sum must equal the fee: a 400 says by how much it
 * does not.
 */
export function scheduleOf(
  input: { dueDate: string; amount: number }[] | undefined,
  feeCents: number,
  startDate: string,
  currency: string,
): ScheduleEntry[] {
  const schedule = input
    ? input
        .map((entry) => ({ dueDate: entry.dueDate, amountCents: toCents(entry.amount) }))
        .sort((a, b) => a.dueDate.localeCompare(b.dueDate))
    : [{ dueDate: startDate, amountCents: feeCents }];
  checkScheduleSum(schedule, feeCents, currency);
  return schedule;
}

export function checkScheduleSum(
  schedule: readonly { amountCents: number }[],
  feeCents: number,
  currency: string,
): void {
  const sum = schedule.reduce((total, entry) => total + entry.amountCents, 0);
  if (sum !== feeCents)
    throw fieldError("instalments", CONTRACT_MESSAGES.instalmentSum(sum - feeCents, currency));
}

/** Replace a contract's schedule (numbered 1, 2, … in due-date order). */
export async function writeSchedule(tx: Tx, contractId: number, schedule: ScheduleEntry[]) {
  await tx.delete(contractInstalments).where(eq(contractInstalments.contractId, contractId));
  await tx
    .insert(contractInstalments)
    .values(schedule.map((entry, index) => ({ contractId, n: index + 1, ...entry })));
}

/** What is wrong with moving an instalment to `next`, or null when the move is allowed. */
export function transitionProblem(
  instalment: { n: number; status: string; invoicedDate: string | null },
  next: InstalmentUpdateInput["status"],
  date: string,
): string | null {
  const name = `Instalment ${instalment.n}`;
  if (instalment.status === "paid") return `${name} is already paid`;
  if (next === "invoiced") {
    return instalment.status === "invoiced" ? `${name} is already invoiced` : null;
  }
  if (instalment.status !== "invoiced") return `${name} must be invoiced before it is paid`;
  if (instalment.invoicedDate && date < instalment.invoicedDate)
    return `The paid date cannot be before the invoice date (${instalment.invoicedDate})`;
  return null;
}

/**
 * PATCH /api/contracts/{id}/instalments/{n}: one step along due → invoiced → paid, dated (today
 * unless `date` is given). Any other move is a 400 saying why.
 */
export async function updateInstalment(
  contractId: number,
  n: number,
  input: InstalmentUpdateInput,
  user: ActingUser,
): Promise<ContractView> {
  await getDb().transaction(async (tx) => {
    await editableContract(tx, contractId, user);
    const where = and(eq(contractInstalments.contractId, contractId), eq(contractInstalments.n, n));
    const [instalment] = await tx.select().from(contractInstalments).where(where).for("update");
    if (!instalment) throw notFound(CONTRACT_MESSAGES.instalmentNotFound);
    const date = input.date ?? todayIso();
    const problem = transitionProblem(instalment, input.status, date);
    if (problem) throw fieldError("status", problem);
    await tx
      .update(contractInstalments)
      .set(
        input.status === "invoiced"
          ? { status: "invoiced", invoicedDate: date }
          : { status: "paid", paidDate: date },
      )
      .where(where);
    await tx.update(contracts).set({ updatedAt: new Date() }).where(eq(contracts.id, contractId));
  });
  return getContract(contractId, user);
}
