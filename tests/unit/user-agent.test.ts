import { parseUserAgent } from "@/lib/server/auth/user-agent";

// Real User-Agent headers of current browsers.
const AGENTS = {
  chromeMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  chromeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  headlessChromeLinux:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.6778.33 Safari/537.36",
  chromeAndroid:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36",
  chromeIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1",
  chromeOs:
    "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  safariMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  safariIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  safariIpad:
    "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1",
  firefoxWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0",
  firefoxLinux: "Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0",
  firefoxIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/125.0 Mobile/15E148 Safari/605.1.15",
  edgeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.80",
  operaMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/110.0.0.0",
  samsungAndroid:
    "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
};

describe("parseUserAgent", () => {
  it.each([
    [AGENTS.chromeMac, "Chrome", "macOS", "Chrome on macOS"],
    [AGENTS.chromeWindows, "Chrome", "Windows", "Chrome on Windows"],
    [AGENTS.headlessChromeLinux, "Chrome", "Linux", "Chrome on Linux"],
    [AGENTS.chromeAndroid, "Chrome", "Android", "Chrome on Android"],
    [AGENTS.chromeIphone, "Chrome", "iOS", "Chrome on iPhone"],
    [AGENTS.chromeOs, "Chrome", "ChromeOS", "Chrome on ChromeOS"],
    [AGENTS.safariMac, "Safari", "macOS", "Safari on macOS"],
    [AGENTS.safariIphone, "Safari", "iOS", "Safari on iPhone"],
    [AGENTS.safariIpad, "Safari", "iPadOS", "Safari on iPad"],
    [AGENTS.firefoxWindows, "Firefox", "Windows", "Firefox on Windows"],
    [AGENTS.firefoxLinux, "Firefox", "Linux", "Firefox on Linux"],
    [AGENTS.firefoxIphone, "Firefox", "iOS", "Firefox on iPhone"],
    [AGENTS.edgeWindows, "Edge", "Windows", "Edge on Windows"],
    [AGENTS.operaMac, "Opera", "macOS", "Opera on macOS"],
    [AGENTS.samsungAndroid, "Samsung Internet", "Android", "Samsung Internet on Android"],
  ])("%s → %s on %s", (ua, browser, os, device) => {
    expect(parseUserAgent(ua)).toEqual({ browser, os, device });
  });

  it.each([null, undefined, "", "node", "curl/8.5.0", "Mozilla/5.0", "x".repeat(10_000)])(
    "%j is an unknown device",
    (ua) => {
      expect(parseUserAgent(ua)).toEqual({ browser: null, os: null, device: "Unknown device" });
    },
  );

  it("names what it knows when only one part is known", () => {
    expect(
      parseUserAgent(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
      ),
    ).toEqual({ browser: null, os: "iOS", device: "iPhone" });
    expect(parseUserAgent("Mozilla/5.0 (Windows NT 10.0; Win64; x64)").device).toBe("Windows");
    expect(parseUserAgent("Firefox/125.0").device).toBe("Firefox");
  });

  it("never throws and always names something, whatever the header", () => {
    for (const ua of ["\u0000", "\ud800", "(((((", "Version/ Safari/", "Chrome/ Edg/ OPR/"]) {
      expect(typeof parseUserAgent(ua).device).toBe("string");
    }
  });
});
