import "server-only";
import type { ActingUser } from "@/lib/server/auth/actor";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/server/db/client";
import { sponsorBrands, sponsorImportRows, sponsorImports } from "@/lib/server/db/schema";
import { conflict } from "@/lib/server/http/errors";
import {
  IMPORT_MESSAGES,
  type ImportKeptBrand,
  type ImportUndoResult,
} from "@/lib/shared/schemas/imports";
import { getSponsorImportOrThrow, viewsOf } from "./queries";

/**
 * Tables whose rows refer to a brand without making it "used": stored match scores are derived
 * and recomputed, and import rows are the import's own record.
 */
const NOT_A_USE = new Set(["sponsor_match_scores", "sponsor_import_rows"]);

/** Why a brand is kept, by the table that refers to it. */
const USE_LABELS: Record<string, string> = {
  sponsorships: "linked to an event",
  sponsor_deals: "has deals",
  sponsor_interactions: "has logged interactions",
  user_favorites: "on a watchlist",
  user_represented_brands: "represented by a user",
  sponsor_progress: "has pipeline progress",
  sponsor_engagements: "has engagement recorded",
  sponsor_proposals: "has proposals",
  watchlist_news: "has news",
  activations: "has activations",
  activation_ideas: "has activation ideas",
  crm_contacts: "has a contact",
  crm_deals: "has CRM deals",
};

/**
 * Every foreign key that points at sponsor_brands, read from the database catalogue so that a
 * table added later is checked without changing this file.
 */
async function brandReferences(tx: Tx): Promise<{ table: string; column: string }[]> {
  const result = (await tx.execute(sql`
    select cl.relname as "table", a.attname as "column"
    from pg_constraint c
    join pg_class cl on cl.oid = c.conrelid
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
    where c.contype = 'f' and c.confrelid = 'sponsor_brands'::regclass
    order by 1, 2`)) as unknown as { rows: { table: string; column: string }[] };
  return result.rows.filter((ref) => !NOT_A_USE.has(ref.table));
}

/**
 * Undo a finished import: remove the brands it created that nothing refers to yet (no event
 * links, deals, interactions, watchlists, research, ideas, other imports' rows ...), and keep the
 * others, saying why. Fields merged into existing brands are not taken back.
 */
export async function undoSponsorImport(
  id: number,
  viewer: ActingUser,
): Promise<ImportUndoResult & { import: Awaited<ReturnType<typeof viewsOf>>[number] }> {
  await getSponsorImportOrThrow(id, viewer);
  const [view] = await viewsOf([id]);
  if (view!.status !== "completed" && view!.status !== "failed") {
    throw conflict(IMPORT_MESSAGES.notCompleted);
  }
  const result = await getDb().transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: sponsorImports.status })
      .from(sponsorImports)
      .where(eq(sponsorImports.id, id))
      .for("update");
    if (locked?.status === "undone") throw conflict(IMPORT_MESSAGES.notCompleted);

    const created = await tx
      .selectDistinct({ id: sponsorBrands.id, name: sponsorBrands.name, data: sponsorBrands.data })
      .from(sponsorImportRows)
      .innerJoin(sponsorBrands, eq(sponsorBrands.id, sponsorImportRows.sponsorBrandId))
      .where(
        and(
          eq(sponsorImportRows.importId, id),
          eq(sponsorImportRows.outcome, "created"),
          isNotNull(sponsorImportRows.sponsorBrandId),
        ),
      );
    const ids = created.map((brand) => brand.id);
    const reasons = new Map<number, string[]>();
    const note = (brandId: number, reason: string) =>
      reasons.set(brandId, [...(reasons.get(brandId) ?? []), reason]);

    if (ids.length > 0) {
      for (const ref of await brandReferences(tx)) {
        const used = (await tx.execute(
          sql`select distinct ${sql.identifier(ref.column)} as id from ${sql.identifier(ref.table)}
              where ${sql.identifier(ref.column)} in (${sql.join(
                ids.map((i) => sql`${i}`),
                sql`, `,
              )})`,
        )) as unknown as { rows: { id: number }[] };
        for (const row of used.rows) {
          note(Number(row.id), USE_LABELS[ref.table] ?? `referred to by ${ref.table}`);
        }
      }
      const otherImports = await tx
        .selectDistinct({ id: sponsorImportRows.sponsorBrandId })
        .from(sponsorImportRows)
        .where(
          and(
            inArray(sponsorImportRows.sponsorBrandId, ids),
            sql`${sponsorImportRows.importId} <> ${id}`,
          ),
        );
      for (const row of otherImports) if (row.id) note(row.id, "merged into by another import");
      for (const brand of created) {
        if (brand.data.deepResearch || brand.data.lastDeepResearchDate)
          note(brand.id, "has research");
      }
    }

    const kept: ImportKeptBrand[] = created
      .filter((brand) => reasons.has(brand.id))
      .map((brand) => ({
        id: brand.id,
        name: brand.name,
        reason: reasons.get(brand.id)!.join(", "),
      }));
    const removable = ids.filter((brandId) => !reasons.has(brandId));
    if (removable.length > 0) {
      await tx.delete(sponsorBrands).where(inArray(sponsorBrands.id, removable));
    }
    const outcome = { removed: removable.length, kept };
    await tx
      .update(sponsorImports)
      .set({ status: "undone", undoneAt: sql`now()`, undoResult: outcome })
      .where(eq(sponsorImports.id, id));
    return outcome;
  });
  const [after] = await viewsOf([id]);
  return { ...result, import: after! };
}
