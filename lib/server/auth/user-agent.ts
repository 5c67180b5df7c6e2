/**
 * A small reader of User-Agent headers, enough to name a signed-in device in the sessions list
 * ("Chrome on macOS", "Safari on iPhone"). It knows the common browsers and systems only; anything
 * else is left unnamed rather than guessed. Order matters: Edge, Opera and Samsung Internet also
 * say "Chrome" and "Safari", Chrome also says "Safari", iPhones also say "Mac OS X" and Android
 * also says "Linux", so the more specific names are tried first.
 */
export interface DeviceInfo {
  /** "Chrome", "Safari", "Firefox", "Edge", "Opera", "Samsung Internet"; null when unknown. */
  browser: string | null;
  /** "Windows", "macOS", "iOS", "iPadOS", "Android", "ChromeOS", "Linux"; null when unknown. */
  os: string | null;
  /** What the list shows: "Chrome on macOS", "Safari on iPhone", or "Unknown device". */
  device: string;
}

export const UNKNOWN_DEVICE = "Unknown device";

const BROWSERS: Array<[name: string, pattern: RegExp]> = [
  ["Edge", /\b(?:Edg|EdgA|EdgiOS|Edge)\//],
  ["Opera", /\b(?:OPR|OPiOS|Opera)\b/],
  ["Samsung Internet", /\bSamsungBrowser\//],
  ["Firefox", /\b(?:Firefox|FxiOS)\//],
  ["Chrome", /\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\//],
  // Safari names itself last, after every browser built on WebKit that also says "Safari".
  ["Safari", /\bVersion\/[\d.]+.*\bSafari\/|\bMobile\/\w+ Safari\//],
];

/** [system, how the device is called in the label] */
const SYSTEMS: Array<[os: string, label: string, pattern: RegExp]> = [
  ["iOS", "iPhone", /\biPhone\b|\biPod\b/],
  ["iPadOS", "iPad", /\biPad\b/],
  ["Android", "Android", /\bAndroid\b/],
  ["Windows", "Windows", /\bWindows\b/],
  ["ChromeOS", "ChromeOS", /\bCrOS\b/],
  ["macOS", "macOS", /\bMacintosh\b|\bMac OS X\b/],
  ["Linux", "Linux", /\bLinux\b|\bX11\b/],
];

/** Read a User-Agent header (null, empty or unknown → "Unknown device"). */
export function parseUserAgent(userAgent: string | null | undefined): DeviceInfo {
  const ua = (userAgent ?? "").slice(0, 500);
  const browser = BROWSERS.find(([, pattern]) => pattern.test(ua))?.[0] ?? null;
  const system = SYSTEMS.find(([, , pattern]) => pattern.test(ua));
  const os = system?.[0] ?? null;
  const where = system?.[1] ?? null;
  const device = browser && where ? `${browser} on ${where}` : (browser ?? where ?? UNKNOWN_DEVICE);
  return { browser, os, device };
}
