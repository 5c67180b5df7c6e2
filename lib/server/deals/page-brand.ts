import "server-only";
import { redirect } from "next/navigation";
import { selectedBrandCookie } from "@/lib/server/auth/guards";
import type { CurrentUser } from "@/lib/server/auth/session";
import { findEventBrand, listEventBrands } from "@/lib/server/event-brands/queries";
import { getUserSettings } from "@/lib/server/users/settings";
import { resolveSelectedEventBrandId } from "@/lib/shared/event-context";
import type { EventBrand } from "@/lib/shared/schemas/event-brand";

export type PageBrand =
  { state: "found"; brand: EventBrand } | { state: "not-found" } | { state: "no-brands" };

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/**
 * The property of /current-sponsors and /industry-insights: the eventBrandId of the
 * address, else the selected brand (the page redirects to put it in the address, keeping the other
 * query values), resolved by the same rule as the browser. A bad or unknown id is "not-found".
 */
export async function resolvePageBrand(
  user: CurrentUser,
  path: string,
  params: Record<string, string | string[] | undefined>,
): Promise<PageBrand> {
  const raw = first(params.eventBrandId);
  if (!raw) {
    const [brands, settings, saved] = await Promise.all([
      listEventBrands(),
      getUserSettings(user.id),
      selectedBrandCookie(),
    ]);
    const selected = resolveSelectedEventBrandId(brands, saved, settings.defaultEventBrandId);
    if (!selected) return { state: "no-brands" };
    const query = new URLSearchParams({ eventBrandId: String(selected) });
    for (const [key, value] of Object.entries(params)) {
      const text = first(value);
      if (key !== "eventBrandId" && text) query.set(key, text);
    }
    redirect(`${path}?${query.toString()}`);
  }
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const brand = id > 0 ? await findEventBrand(id) : null;
  return brand ? { state: "found", brand } : { state: "not-found" };
}

/** A query value as one trimmed string, or undefined. */
export const queryValue = first;
