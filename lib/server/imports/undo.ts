import "server-only";
import type { ActingUser } from "@/lib/server/auth/actor";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { deleteContactsNotInUse } from "@/lib/server/contacts/mutations";
import { getDb, type Tx } from "@/lib/server/db/client";
import { foreignKeysTo, idsReferredBy } from "@/lib/server/db/references";
import { sponsorBrands, sponsorImportRows, sponsorImports } from "@/lib/server/db/schema";
import { conflict } from "@/lib/server/http/errors";
import type { ImportKeptBrand, ImportUndoResult } from "@/lib/shared/schemas/imports";
import { IMPORT_MESSAGES } from "@/lib/shared/import-vocabulary";
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
 * Undo a finished import: remove the contacts it created that nothing names yet (interactions,
 * deals, proposals ...), then the brands it created that nothing refers to yet (no event links,
 * deals, interactions, watchlists, research, ideas, contacts of their own, other imports' rows
 * ...), and keep the others, saying why. Fields merged into existing brands and contacts are not
 * taken back.
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

    const contacts = await removeCreatedContacts(tx, id);
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
      for (const ref of await foreignKeysTo(tx, "sponsor_brands")) {
        if (NOT_A_USE.has(ref.table)) continue;
        for (const brandId of await idsReferredBy(tx, ref, ids)) {
          note(brandId, USE_LABELS[ref.table] ?? `referred to by ${ref.table}`);
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
    const outcome: ImportUndoResult = {
      removed: removable.length,
      kept,
      contactsRemoved: contacts.removed,
      keptContacts: contacts.kept,
    };
    await tx
      .update(sponsorImports)
      .set({ status: "undone", undoneAt: sql`now()`, undoResult: outcome })
      .where(eq(sponsorImports.id, id));
    return outcome;
  });
  const [after] = await viewsOf([id]);
  return { ...result, import: after! };
}

/** The contacts this import created, removed unless something names them. */
async function removeCreatedContacts(tx: Tx, importId: number) {
  const created = await tx
    .selectDistinct({ id: sponsorImportRows.contactId })
    .from(sponsorImportRows)
    .where(
      and(
        eq(sponsorImportRows.importId, importId),
        eq(sponsorImportRows.contactOutcome, "created"),
        isNotNull(sponsorImportRows.contactId),
      ),
    );
  return deleteContactsNotInUse(
    tx,
    created.map((row) => row.id!),
  );
}
