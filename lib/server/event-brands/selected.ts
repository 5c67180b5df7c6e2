import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { getUserSettings } from "@/lib/server/users/settings";
import { resolveSelectedEventBrandId, SELECTED_BRAND_COOKIE } from "@/lib/shared/event-context";
import { paramValue, parseIdParam, type SearchParams } from "@/lib/shared/page-params";
import type { EventBrand } from "@/lib/shared/schemas/event-brand";
import { listEventBrands } from "./queries";

/** The event brand the browser last selected (the cookie mirror of local storage), if any. */
const selectedBrandCookie = cache(
  async (): Promise<string | undefined> => (await cookies()).get(SELECTED_BRAND_COOKIE)?.value,
);

/**
 * The event brand a user works in, for a server-rendered page: the browser's saved choice (its
 * cookie mirror), else the user's default, else the first brand, by the same rule as the browser.
 * Null when there are no brands. Read once per request however many components ask.
 */
export const getSelectedEventBrandId = cache(async (userId: number): Promise<number | null> => {
  const [brands, settings, saved] = await Promise.all([
    listEventBrands(),
    getUserSettings(userId),
    selectedBrandCookie(),
  ]);
  return resolveSelectedEventBrandId(brands, saved, settings.defaultEventBrandId);
});

type PageBrand =
  | {
      state: "found";
      brand: EventBrand;
      /** False when the address named no brand and the selected one is shown. */
      inAddress: boolean;
    }
  | { state: "not-found" }
  | { state: "no-brands" };

/**
 * The property of a per-brand page (/current-sponsors, /industry-insights, /reports,
 * /progress-demo, /specific-events): the eventBrandId of the address, else the selected brand,
 * rendered at once (no redirect: the page puts the id in the address in the browser with
 * `BrandInAddress`, replacing the history entry). A bad or unknown id is "not-found"; no brands at
 * all is "no-brands".
 */
export async function resolvePageBrand(userId: number, params: SearchParams): Promise<PageBrand> {
  const raw = paramValue(params.eventBrandId);
  if (!raw) {
    const selected = await getSelectedEventBrandId(userId);
    const brand =
      selected === null
        ? undefined
        : (await listEventBrands()).find((candidate) => candidate.id === selected);
    return brand ? { state: "found", brand, inAddress: false } : { state: "no-brands" };
  }
  const id = parseIdParam(raw);
  // The layout has read every brand for this render already: no read of its own.
  const brand =
    id === null
      ? null
      : ((await listEventBrands()).find((candidate) => candidate.id === id) ?? null);
  return brand ? { state: "found", brand, inAddress: true } : { state: "not-found" };
}
