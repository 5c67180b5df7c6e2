/** A coarse device type read from a User-Agent: what a proposal view records, nothing finer. */
export type DeviceType = "mobile" | "tablet" | "desktop" | "unknown";

export function deviceTypeOf(userAgent: string | null | undefined): DeviceType {
  const ua = (userAgent ?? "").trim();
  if (!ua) return "unknown";
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Nexus (7|9|10)\b/i.test(ua)) return "tablet";
  if (/Android/i.test(ua) && !/Mobile/i.test(ua)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|BlackBerry|IEMobile|Opera Mini|Windows Phone/i.test(ua))
    return "mobile";
  return "desktop";
}
