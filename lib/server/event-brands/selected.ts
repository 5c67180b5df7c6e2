import "server-only";
import { selectedBrandCookie } from "@/lib/server/auth/guards";
import { getUserSettings } from "@/lib/server/users/settings";
import { resolveSelectedEventBrandId } from "@/lib/shared/event-context";
import { listEventBrands } from "./queries";

/**
 * The event brand a user works in, for a server-rendered page: the browser's saved choice (its
 * cookie mirror), else the user's default, else the first brand, by the same rule as the browser.
 */
export async function selectedEventBrandId(userId: number): Promise<number | null> {
  const [brands, settings, saved] = await Promise.all([
    listEventBrands(),
    getUserSettings(userId),
    selectedBrandCookie(),
  ]);
  return resolveSelectedEventBrandId(brands, saved, settings.defaultEventBrandId);
}
