import "server-only";
import { eq } from "drizzle-orm";
import { mergeSearchIndexes } from "@/lib/server/catalogue/search-index";
import { getDb } from "@/lib/server/db/client";
import { sponsorBrands } from "@/lib/server/db/schema";
import { duplicateName, isUniqueViolation } from "@/lib/server/http/errors";
import { readImageUpload, renderLogo } from "@/lib/server/images/upload";
import { monogramSvg } from "@/lib/server/logos/monogram";
import { deleteStoredFile, storeFile } from "@/lib/server/storage/store";
import { tileColourOf } from "@/lib/shared/initials";
import {
  SPONSOR_MESSAGES,
  type SponsorCreateInput,
  type SponsorUpdateInput,
} from "@/lib/shared/schemas/sponsor";
import { getSponsorBrandOrThrow } from "./queries";
import { rescoreSponsors } from "./scores";

const duplicate = () => duplicateName(SPONSOR_MESSAGES.duplicate);

/** A sponsor brand added by a user ('Research New Sponsor', /add-sponsor). */
export async function createSponsorBrand(
  input: SponsorCreateInput,
  userId: number,
): Promise<number> {
  const logo = await storeFile(
    "logos/sponsors",
    Buffer.from(monogramSvg(input.name, tileColourOf(input.name))),
    "svg",
    "image/svg+xml",
  );
  try {
    const [row] = await getDb()
      .insert(sponsorBrands)
      .values({
        name: input.name,
        industry: input.industry ?? null,
        headquarters: input.headquarters,
        overview: input.overview,
        logo,
        profile: input.profile ?? null,
        data: {
          website: input.website,
          annualRevenue: input.annualRevenue ?? null,
          source: "user",
        },
        createdBy: userId,
      })
      .returning({ id: sponsorBrands.id });
    // Matched at once: the new brand takes its place in every ranked context, and in search.
    await rescoreSponsors([row!.id]);
    await mergeSearchIndexes();
    return row!.id;
  } catch (error) {
    await deleteStoredFile(logo);
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

/** Edit a sponsor's profile; its scores in every ranked context are recomputed at once. */
export async function updateSponsorBrand(id: number, input: SponsorUpdateInput): Promise<void> {
  const db = getDb();
  const current = await getSponsorBrandOrThrow(id);
  const { website, annualRevenue, profile, industry, ...columns } = input;
  const data = { ...current.data };
  if (website !== undefined) data.website = website;
  if (annualRevenue !== undefined) data.annualRevenue = annualRevenue;
  try {
    await db
      .update(sponsorBrands)
      .set({
        ...columns,
        ...(industry !== undefined ? { industry } : {}),
        ...(profile !== undefined ? { profile } : {}),
        data,
      })
      .where(eq(sponsorBrands.id, id));
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
  if (profile !== undefined || industry !== undefined || columns.name !== undefined)
    await rescoreSponsors([id]);
  if (columns.name !== undefined || columns.overview !== undefined || industry !== undefined)
    await mergeSearchIndexes();
}

/**
 * Replace the sponsor's logo (the catalogue ships monograms; a real logo can be uploaded): the
 * image in multipart field `logo`, checked by its bytes and stored as PNG.
 */
export async function setSponsorLogo(id: number, form: FormData): Promise<string> {
  const db = getDb();
  const current = await getSponsorBrandOrThrow(id);
  const upload = await readImageUpload(form, "logo");
  const url = await storeFile("logos/sponsors", await renderLogo(upload.bytes), "png", "image/png");
  await db.update(sponsorBrands).set({ logo: url }).where(eq(sponsorBrands.id, id));
  // Generated monograms (SVG) stay: reseeding refers to them. Only an earlier upload is deleted.
  if (current.logo && !current.logo.endsWith(".svg")) await deleteStoredFile(current.logo);
  return url;
}
