import "server-only";
import { addDays, format, parseISO } from "date-fns";
import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import sharp from "sharp";
import { getDb, type Tx } from "@/lib/server/db/client";
import {
  contractInstalments,
  contractItems,
  contracts,
  deliverableProofs,
  deliverables,
  eventBrands,
  inventoryAssets,
  inventoryPackages,
  marketProperties,
  recaps,
  sponsorDeals,
  users,
} from "@/lib/server/db/schema";
import { writeSchedule, type ScheduleEntry } from "@/lib/server/contracts/instalments";
import { resolveItems } from "@/lib/server/contracts/items";
import { syncDeliverables } from "@/lib/server/fulfilment/generate";
import { buildRecapContent } from "@/lib/server/recaps/build";
import { keyFromPublicUrl } from "@/lib/server/storage/keys";
import { storeFile } from "@/lib/server/storage/store";
import { todayIso } from "@/lib/shared/dates";
import { demoAccounts } from "./demo-accounts";

/**
 * The demo's contracts (added by `npm run demo` only, never by `db:seed`): two real LIV Golf
 * partners (their sourced deals) get contracts with a package, marked `isSample` and shown as
 * "Sample contract" everywhere, since a real partner's terms are not public. Everything about them
 * is invented: fee, schedule, what was delivered and every figure of proof (each says so).
 *
 * Dates follow today, so the demo tells the same story whenever it runs: the first contract
 * ends within the renewal window and has a ready recap of its first season; the second runs on;
 * each has deliverables delivered with proof and a few overdue, and instalments paid, invoiced and
 * still due.
 */
interface DemoContract {
  sponsorName: string;
  packageName: string;
  /** Seasons before today's the contract started in. */
  startSeasonsAgo: number;
  /** The end: days from today, or the end of a season this many after today's. */
  end: { daysFromToday: number } | { seasonsAhead: number };
}

const DEMO_CONTRACTS: DemoContract[] = [
  {
    sponsorName: "HSBC",
    packageName: "Official Partner",
    startSeasonsAgo: 1,
    end: { daysFromToday: 75 },
  },
  {
    sponsorName: "Corpay",
    packageName: "Digital and Content Partner",
    startSeasonsAgo: 0,
    end: { seasonsAhead: 1 },
  },
];

/** How many past-due deliverables of a contract are left undelivered (the overdue ones). */
const OVERDUE_PER_CONTRACT = 4;
/** How many delivered deliverables of a season get a (generated) photo as proof. */
const PHOTOS_PER_SEASON = 3;
const SAMPLE_SOURCE = "Sample figure (demo data)";

const iso = (date: Date) => format(date, "yyyy-MM-dd");

/** A deterministic number from a string, for sample figures that stay the same run to run. */
function spread(text: string, min: number, max: number): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return min + (Math.abs(hash) % (max - min + 1));
}

/** Two instalments a season (15 January, 1 July), the fee split evenly, the last one rounding. */
function demoSchedule(startDate: string, endDate: string, feeCents: number): ScheduleEntry[] {
  const dates: string[] = [];
  for (let year = Number(startDate.slice(0, 4)); year <= Number(endDate.slice(0, 4)); year++) {
    for (const day of [`${year}-01-15`, `${year}-07-01`]) {
      if (day >= startDate && day <= endDate) dates.push(day);
    }
  }
  if (dates.length === 0) dates.push(startDate);
  const each = Math.floor(feeCents / dates.length / 100) * 100;
  return dates.map((dueDate, index) => ({
    dueDate,
    amountCents: index === dates.length - 1 ? feeCents - each * (dates.length - 1) : each,
  }));
}

/** Paid when due over a month ago, invoiced when due in the last month, else still due. */
async function settleInstalments(tx: Tx, contractId: number, today: string) {
  const rows = await tx
    .select()
    .from(contractInstalments)
    .where(eq(contractInstalments.contractId, contractId));
  const monthAgo = iso(addDays(parseISO(today), -30));
  for (const row of rows) {
    const invoicedDate = iso(addDays(parseISO(row.dueDate), -30));
    if (row.dueDate < monthAgo) {
      await tx
        .update(contractInstalments)
        .set({ status: "paid", invoicedDate, paidDate: iso(addDays(parseISO(row.dueDate), 12)) })
        .where(
          and(eq(contractInstalments.contractId, contractId), eq(contractInstalments.n, row.n)),
        );
    } else if (row.dueDate <= today) {
      await tx
        .update(contractInstalments)
        .set({ status: "invoiced", invoicedDate })
        .where(
          and(eq(contractInstalments.contractId, contractId), eq(contractInstalments.n, row.n)),
        );
    }
  }
}

/** A generated picture standing in for a photo of the asset, plainly marked as a sample. */
async function samplePhoto(caption: string, sponsor: string): Promise<Buffer> {
  const escape = (text: string) =>
    text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="600">
  <rect width="960" height="600" fill="#2f6b3a"/>
  <rect y="380" width="960" height="220" fill="#3f8a4a"/>
  <rect x="250" y="180" width="460" height="200" rx="8" fill="#ffffff"/>
  <text x="480" y="300" font-family="sans-serif" font-size="64" font-weight="700" text-anchor="middle" fill="#1f2937">${escape(sponsor)}</text>
  <text x="480" y="470" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#ffffff">${escape(caption)}</text>
  <text x="480" y="540" font-family="sans-serif" font-size="24" text-anchor="middle" fill="#e5e7eb">Sample photo (demo data)</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer();
}

/**
 * Mark a contract's past-due deliverables delivered with proof (a sample figure each, a few
 * generated photos), except the last few, which stay planned and so show as overdue.
 */
async function deliverThePast(tx: Tx, contractId: number, sponsor: string, today: string) {
  const past = await tx
    .select({
      id: deliverables.id,
      label: deliverables.label,
      dueDate: deliverables.dueDate,
      season: deliverables.season,
      ownerUserId: deliverables.ownerUserId,
      category: inventoryAssets.category,
    })
    .from(deliverables)
    .innerJoin(inventoryAssets, eq(inventoryAssets.id, deliverables.assetId))
    .where(and(eq(deliverables.contractId, contractId), lt(deliverables.dueDate, today)))
    .orderBy(asc(deliverables.dueDate), asc(deliverables.id));
  const delivered = past.slice(0, Math.max(0, past.length - OVERDUE_PER_CONTRACT));
  if (delivered.length === 0) return;
  // Delivered on the day it was due.
  await tx
    .update(deliverables)
    .set({ status: "delivered", deliveredAt: sql`${deliverables.dueDate}::timestamptz` })
    .where(
      inArray(
        deliverables.id,
        delivered.map((row) => row.id),
      ),
    );
  const figure = (row: (typeof delivered)[number]) => {
    if (row.category === "hospitality")
      return { metric: "attendance", value: spread(row.label, 18, 40) };
    if (row.category === "digital" || row.category === "content")
      return { metric: "impressions", value: spread(row.label, 40_000, 260_000) };
    return { metric: "impressions", value: spread(row.label, 120_000, 900_000) };
  };
  await tx.insert(deliverableProofs).values(
    delivered.map((row) => ({
      deliverableId: row.id,
      kind: "figure",
      ...figure(row),
      source: SAMPLE_SOURCE,
      note: "Sample figure: invented for the demo.",
      createdBy: row.ownerUserId,
    })),
  );
  // The last signage delivered in each season gets a photo, so every season's recap shows some.
  const signage = delivered.filter((row) => row.category === "signage");
  const photographed = [...new Set(signage.map((row) => row.season))].flatMap((season) =>
    signage.filter((row) => row.season === season).slice(-PHOTOS_PER_SEASON),
  );
  for (const row of photographed) {
    const bytes = await samplePhoto(row.label, sponsor);
    const url = await storeFile("proofs", bytes, "jpg", "image/jpeg");
    await tx.insert(deliverableProofs).values({
      deliverableId: row.id,
      kind: "photo",
      storageKey: keyFromPublicUrl(url),
      fileName: "sample-photo.jpg",
      contentType: "image/jpeg",
      byteSize: bytes.length,
      note: "Sample photo: generated for the demo.",
      createdBy: row.ownerUserId,
    });
  }
}

/** Add the demo's sample contracts that are missing; returns how many were added. */
export async function ensureDemoContracts(today: string = todayIso()): Promise<number> {
  const db = getDb();
  const [brand] = await db
    .select({ id: eventBrands.id })
    .from(eventBrands)
    .where(eq(eventBrands.name, "LIV Golf"));
  if (!brand) return 0;
  const demoUser = demoAccounts().find((account) => account.role === "user");
  const [owner] = demoUser
    ? await db.select({ id: users.id }).from(users).where(eq(users.username, demoUser.username))
    : [];
  const thisSeason = Number(today.slice(0, 4));
  let added = 0;
  for (const plan of DEMO_CONTRACTS) {
    const [deal] = await db
      .select({ id: sponsorDeals.id, sponsorBrandId: sponsorDeals.sponsorBrandId })
      .from(sponsorDeals)
      .innerJoin(marketProperties, eq(marketProperties.id, sponsorDeals.marketPropertyId))
      .where(
        and(
          eq(marketProperties.eventBrandId, brand.id),
          eq(marketProperties.key, "league:liv-golf"),
          eq(sponsorDeals.sponsorName, plan.sponsorName),
        ),
      );
    const [pkg] = await db
      .select()
      .from(inventoryPackages)
      .where(
        and(
          eq(inventoryPackages.eventBrandId, brand.id),
          eq(inventoryPackages.name, plan.packageName),
        ),
      );
    if (!deal?.sponsorBrandId || !pkg) continue;
    const [existing] = await db
      .select({ id: contracts.id })
      .from(contracts)
      .where(and(eq(contracts.dealId, deal.id), eq(contracts.isSample, true)));
    if (existing) continue;

    const startDate = `${thisSeason - plan.startSeasonsAgo}-01-01`;
    const endDate =
      "daysFromToday" in plan.end
        ? iso(addDays(parseISO(today), plan.end.daysFromToday))
        : `${thisSeason + plan.end.seasonsAhead}-12-31`;
    // The package's price a season, for the contract's length (to the nearest $10,000).
    const days = (parseISO(endDate).getTime() - parseISO(startDate).getTime()) / 86_400_000 + 1;
    const feeCents = Math.round((pkg.priceCents * days) / 365.25 / 1_000_000) * 1_000_000;
    const contractId = await db.transaction(async (tx) => {
      const sold = await resolveItems(tx, brand.id, { packageId: pkg.id });
      const [row] = await tx
        .insert(contracts)
        .values({
          dealId: deal.id,
          sponsorBrandId: deal.sponsorBrandId,
          eventBrandId: brand.id,
          status: "signed",
          startDate,
          endDate,
          totalFeeCents: feeCents,
          currency: pkg.currency,
          packageId: pkg.id,
          exclusiveCategory: pkg.exclusiveCategory,
          isSample: true,
          createdBy: owner?.id ?? null,
        })
        .returning({ id: contracts.id });
      const contractId = row!.id;
      await tx.insert(contractItems).values(sold.items.map((item) => ({ contractId, ...item })));
      await writeSchedule(tx, contractId, demoSchedule(startDate, endDate, feeCents));
      await settleInstalments(tx, contractId, today);
      await syncDeliverables(contractId, tx);
      await deliverThePast(tx, contractId, plan.sponsorName, today);
      return contractId;
    });
    // A ready recap of the first season the contract covers (over by now), to export and share.
    const season = Number(startDate.slice(0, 4));
    if (season < thisSeason) {
      await db.insert(recaps).values({
        contractId,
        season,
        status: "ready",
        content: await buildRecapContent(contractId, season),
        createdBy: owner?.id ?? null,
      });
    }
    added++;
  }
  return added;
}
