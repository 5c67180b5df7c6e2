import "server-only";
import { cookies } from "next/headers";
import { DEV_BANNER_COOKIE } from "@/lib/shared/event-context";

/** Whether this browser dismissed the development banner (its cookie mirror of the choice). */
export async function isDevBannerDismissed(): Promise<boolean> {
  return (await cookies()).get(DEV_BANNER_COOKIE)?.value === "true";
}
