import {
  AGE_BANDS,
  BRAND_VALUES,
  type BudgetBand,
  type GenderSkew,
  type IncomeLevel,
} from "@/lib/shared/profile";
import type { SponsorProfile } from "@/lib/shared/schemas/profile";
import type {
  SponsorBrandDetail,
  SponsorCreateBody,
  SponsorFormState,
} from "@/lib/shared/schemas/sponsor";

/** The form's own state: text inputs stay strings until submitted. */
export type { SponsorFormState };

export const EMPTY_SPONSOR_FORM: SponsorFormState = {
  name: "",
  industry: "",
  headquarters: "",
  website: "",
  overview: "",
  revenueMillions: "",
  revenueYear: String(new Date().getFullYear() - 1),
  revenueIsEstimate: true,
  budgetBand: "",
  regions: [],
  countries: "",
  ageBands: [],
  genderSkew: "",
  income: "",
  interests: [],
  brandValues: [],
  sponsorships: [],
};

export function formFromSponsor(sponsor: SponsorBrandDetail): SponsorFormState {
  const profile = sponsor.profile;
  const revenue = sponsor.data.annualRevenue;
  return {
    name: sponsor.name,
    industry: sponsor.industry ?? "",
    headquarters: sponsor.headquarters ?? "",
    website: sponsor.data.website ?? "",
    overview: sponsor.overview ?? "",
    revenueMillions: revenue ? String(Math.round((revenue.amountUsd / 1e6) * 10) / 10) : "",
    revenueYear: revenue ? String(revenue.year) : EMPTY_SPONSOR_FORM.revenueYear,
    revenueIsEstimate: revenue?.isEstimate ?? true,
    budgetBand: profile?.budgetBand ?? "",
    regions: profile?.markets.regions ?? [],
    countries: profile?.markets.countries.join(", ") ?? "",
    ageBands: profile?.audience.ageBands ?? [],
    genderSkew: profile?.audience.genderSkew ?? "",
    income: profile?.audience.income ?? "",
    interests: profile?.audience.interests ?? [],
    brandValues: profile?.brandValues ?? [],
    sponsorships: (profile?.sportsSponsorships ?? []).map((deal) => ({
      property: deal.property,
      sport: deal.sport,
      since: deal.since ? String(deal.since) : "",
    })),
  };
}

/** What the matching profile still needs; empty when it is complete. */
export function missingProfileParts(form: SponsorFormState): string[] {
  const missing: string[] = [];
  if (!form.budgetBand) missing.push("budget band");
  if (form.regions.length === 0) missing.push("a market region");
  if (form.ageBands.length === 0) missing.push("an audience age band");
  if (!form.genderSkew) missing.push("gender mix");
  if (!form.income) missing.push("income level");
  if (form.interests.length === 0) missing.push("an audience interest");
  if (form.brandValues.length < 2) missing.push("at least 2 brand values");
  if (form.brandValues.length > 8) missing.push("at most 8 brand values");
  return missing;
}

export function profileStarted(form: SponsorFormState): boolean {
  return Boolean(
    form.budgetBand ||
    form.regions.length ||
    form.ageBands.length ||
    form.genderSkew ||
    form.income ||
    form.interests.length ||
    form.brandValues.length,
  );
}

/** The request body; the profile is sent only when it is complete. */
export function bodyFromForm(form: SponsorFormState): SponsorCreateBody {
  const millions = Number(form.revenueMillions);
  const profile: SponsorProfile | null =
    missingProfileParts(form).length === 0
      ? {
          budgetBand: form.budgetBand as BudgetBand,
          budgetIsEstimate: true,
          markets: {
            regions: form.regions,
            countries: form.countries
              .split(/[\s,;]+/)
              .map((code) => code.trim().toUpperCase())
              .filter((code) => /^[A-Z]{2}$/.test(code)),
          },
          audience: {
            ageBands: AGE_BANDS.filter((band) => form.ageBands.includes(band)),
            genderSkew: form.genderSkew as GenderSkew,
            income: form.income as IncomeLevel,
            interests: form.interests,
          },
          brandValues: BRAND_VALUES.filter((value) => form.brandValues.includes(value)),
          sportsSponsorships: form.sponsorships
            .filter((deal) => deal.property.trim() && deal.sport.trim())
            .map((deal) => ({
              property: deal.property.trim(),
              sport: deal.sport.trim(),
              since: deal.since ? Number(deal.since) : null,
            })),
        }
      : null;
  return {
    name: form.name,
    industry: (form.industry || null) as SponsorCreateBody["industry"],
    headquarters: form.headquarters,
    website: form.website,
    overview: form.overview,
    annualRevenue:
      form.revenueMillions.trim() && Number.isFinite(millions) && millions > 0
        ? {
            amountUsd: Math.round(millions * 1e6),
            year: Number(form.revenueYear),
            isEstimate: form.revenueIsEstimate,
            source: "Entered by a user",
          }
        : null,
    profile,
  };
}
