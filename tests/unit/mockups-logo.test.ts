import sharp from "sharp";
import {
  logoCandidates,
  readLogoBytes,
  renderMonogram,
  resolveMockupLogo,
} from "@/lib/server/mockups/logo";

/** Mockup logo order: custom logo, else event brand logo, else sponsor logo, else a placeholder. */

const ALL = {
  customLogoUrl: "/uploads/logos/custom/c.png",
  eventBrandLogoUrl: "/uploads/logos/e.png",
  sponsorLogoUrl: "/uploads/logos/s.png",
  sponsorName: "Acme Golf",
};

/** A reader that knows some URLs and records what it was asked. */
function reader(known: string[]) {
  const asked: string[] = [];
  const read = async (url: string) => {
    asked.push(url);
    return known.includes(url) ? Buffer.from(url) : null;
  };
  return { read, asked };
}

describe("mockup logo resolution", () => {
  it("lists candidates in order of preference, skipping blanks", () => {
    expect(logoCandidates(ALL).map((c) => c.source)).toEqual(["custom", "event-brand", "sponsor"]);
    expect(
      logoCandidates({ ...ALL, customLogoUrl: "  ", eventBrandLogoUrl: null }).map((c) => c.source),
    ).toEqual(["sponsor"]);
  });

  it.each([
    [[ALL.customLogoUrl, ALL.eventBrandLogoUrl, ALL.sponsorLogoUrl], "custom"],
    [[ALL.eventBrandLogoUrl, ALL.sponsorLogoUrl], "event-brand"],
    [[ALL.sponsorLogoUrl], "sponsor"],
  ])("with readable %j it uses the %s logo", async (known, source) => {
    const { read } = reader(known);
    const logo = await resolveMockupLogo(ALL, read);
    expect(logo.source).toBe(source);
    expect(logo.bytes.toString()).toBe(logo.url);
  });

  it("falls through an unreadable candidate to the next one", async () => {
    const { read, asked } = reader([ALL.sponsorLogoUrl]);
    expect((await resolveMockupLogo(ALL, read)).source).toBe("sponsor");
    expect(asked).toEqual([ALL.customLogoUrl, ALL.eventBrandLogoUrl, ALL.sponsorLogoUrl]);
  });

  it("treats a reader failure like a missing file", async () => {
    const read = async (url: string) => {
      if (url === ALL.customLogoUrl) throw new Error("disk on fire");
      return Buffer.from("event");
    };
    expect((await resolveMockupLogo(ALL, read)).source).toBe("event-brand");
  });

  it("uses a monogram of the sponsor's name when no logo can be read", async () => {
    const logo = await resolveMockupLogo({ sponsorName: "Acme Golf" }, reader([]).read);
    expect(logo).toMatchObject({ source: "placeholder", url: null });
    const meta = await sharp(logo.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 512, 512]);
  });

  it("draws different monograms for different names", async () => {
    const [a, b] = await Promise.all([renderMonogram("Acme Golf"), renderMonogram("Zeta Bank")]);
    expect(a.equals(b)).toBe(false);
  });
});

describe("reading logo bytes", () => {
  it("never fetches outside URLs", async () => {
    const fetchSpy = jest.spyOn(globalThis, "fetch");
    expect(await readLogoBytes("https://example.com/logo.png")).toBeNull();
    expect(await readLogoBytes("/api/logo/rolex")).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it("reads inline data URLs and refuses unsafe SVG", async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="20" height="10" fill="#123456"/></svg>`;
    const safe = await readLogoBytes(`data:image/svg+xml,${encodeURIComponent(svg)}`);
    expect(safe?.toString()).toBe(svg);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    expect(await readLogoBytes(`data:image/png;base64,${png.toString("base64")}`)).toEqual(png);
    const scripted = svg.replace("<rect", "<script>alert(1)</script><rect");
    expect(await readLogoBytes(`data:image/svg+xml,${encodeURIComponent(scripted)}`)).toBeNull();
    expect(await readLogoBytes("data:image/png;base64,bm90IGFuIGltYWdl")).toBeNull();
  });
});
