import { deviceTypeOf } from "@/lib/shared/device-type";
import { exportFileName } from "@/lib/shared/export-file-name";
import { coverLines, formatLongDate } from "@/lib/shared/proposal-cover";
import type { PublicProposal } from "@/lib/shared/schemas/proposal";
import { shareLinkCreateSchema } from "@/lib/shared/schemas/proposal-share-link";

describe("deviceTypeOf", () => {
  it.each([
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148", "mobile"],
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari",
      "mobile",
    ],
    ["Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Mobile/15E148", "tablet"],
    [
      "Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 Chrome/120 Safari/537.36",
      "tablet",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36",
      "desktop",
    ],
    ["curl/8.0", "desktop"],
    ["", "unknown"],
    [null, "unknown"],
  ] as const)("%s → %s", (ua, expected) => {
    expect(deviceTypeOf(ua)).toBe(expected);
  });
});

describe("exportFileName", () => {
  it("keeps letters, digits, spaces, dots and dashes of the title", () => {
    expect(exportFileName("Rolex × LIV Golf: 2026 proposal", "pdf")).toBe(
      "Rolex LIV Golf 2026 proposal.pdf",
    );
    expect(exportFileName('Crème brûlée / "quotes" \\ back', "pptx")).toBe(
      "Creme brulee quotes back.pptx",
    );
  });
  it("never answers an empty or dot name, and stays short", () => {
    expect(exportFileName("日本語", "pdf")).toBe("proposal.pdf");
    expect(exportFileName("...", "pdf")).toBe("proposal.pdf");
    expect(exportFileName("a".repeat(300), "pdf")).toHaveLength(84);
  });
});

describe("share link input", () => {
  it("defaults to 30 days without a passcode; blank passcode means none", () => {
    expect(shareLinkCreateSchema.parse({})).toEqual({ expiresInDays: 30, passcode: null });
    expect(shareLinkCreateSchema.parse({ passcode: "" })).toEqual({
      expiresInDays: 30,
      passcode: null,
    });
    expect(shareLinkCreateSchema.parse({ expiresInDays: 90, passcode: "123456" })).toEqual({
      expiresInDays: 90,
      passcode: "123456",
    });
  });
  it.each([[0], [91], [1.5], ["7"]])("refuses expiresInDays %p", (expiresInDays) => {
    expect(shareLinkCreateSchema.safeParse({ expiresInDays }).success).toBe(false);
  });
  it("refuses passcodes shorter than 6 or longer than 64 characters", () => {
    const short = shareLinkCreateSchema.safeParse({ passcode: "12345" });
    expect(short.error?.issues[0]?.message).toBe("The passcode must be at least 6 characters");
    expect(shareLinkCreateSchema.safeParse({ passcode: "x".repeat(65) }).success).toBe(false);
  });
});

describe("the cover", () => {
  const view: PublicProposal = {
    title: "T",
    date: "2026-03-12T10:00:00.000Z",
    sponsor: { name: "Rolex", logoUrl: null },
    property: { name: "LIV Golf", logoUrl: null },
    event: {
      name: "LIV Golf Adelaide",
      startDate: "2026-02-13",
      endDate: "2026-02-15",
      venue: "The Grange",
      country: "Australia",
    },
    recipient: { name: "Ann Smith", title: "CMO" },
    seller: { name: "Sam", email: "sam@example.com" },
    sections: [],
    investment: null,
  };
  it("names both parties, the event with its dates and place, and the recipient", () => {
    expect(coverLines(view)).toEqual([
      { text: "Rolex × LIV Golf", strong: true },
      { text: "LIV Golf Adelaide · 13 February 2026 – 15 February 2026 · The Grange, Australia" },
      { text: "Prepared for Ann Smith, CMO" },
    ]);
    expect(coverLines({ ...view, property: null, event: null, recipient: null })).toEqual([
      { text: "Rolex", strong: true },
    ]);
  });
  it("writes dates long, day-only dates on their own day", () => {
    expect(formatLongDate("2026-02-13")).toBe("13 February 2026");
    expect(formatLongDate("not a date")).toBe("not a date");
  });
});
