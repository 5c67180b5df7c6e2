import sharp from "sharp";
import { composeMockup, renderScene } from "@/lib/server/mockups/compose";
import { MOCKUP_LIBRARY } from "@/lib/server/mockups/library";
import { centreIn, choosePlate, fitBox, LOGO_SIZE_FACTORS } from "@/lib/server/mockups/logo-fit";
import { FRAMINGS, framingFor, framingRect, toneFor } from "@/lib/server/mockups/look";
import { sceneForActivation } from "@/lib/server/mockups/scene-choice";
import { contrastRatio, relativeLuminance, safeColor } from "@/lib/server/mockups/scenes/colors";
import { SCENES } from "@/lib/server/mockups/scenes/registry";
import { SCENE_KEYS, type LogoArea } from "@/lib/server/mockups/scenes/types";
import { planVariations } from "@/lib/server/mockups/variations";

/** Scene geometry, logo fitting and variation planning. */

const inside = (outer: LogoArea, inner: LogoArea) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

const FRAME: LogoArea = { x: 0, y: 0, width: 1200, height: 800 };

describe("scene templates", () => {
  it.each(SCENE_KEYS)(
    "%s draws a 1200×800 SVG whose marked areas match its geometry",
    async (key) => {
      const scene = SCENES[key];
      const svg = scene.render("#006039");
      const meta = await sharp(Buffer.from(svg)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["svg", 1200, 800]);
      const marked = [
        ...svg.matchAll(
          /<rect id="logo-area-(\d)" x="(\d+)" y="(\d+)" width="(\d+)" height="(\d+)"/g,
        ),
      ].map((m) => ({
        x: Number(m[2]),
        y: Number(m[3]),
        width: Number(m[4]),
        height: Number(m[5]),
      }));
      expect(marked).toEqual(scene.logoAreas);
      for (const area of scene.logoAreas) expect(inside(FRAME, area)).toBe(true);
    },
  );

  it.each(SCENE_KEYS)("%s leaves its logo areas as plain, even surfaces", async (key) => {
    const raw = await renderScene(key, "#c8102e");
    for (const area of SCENES[key].logoAreas) {
      // Extract first: stats() describes a pipeline's input, not its output.
      const region = await sharp(raw, { raw: { width: 1200, height: 800, channels: 4 } })
        .extract({ left: area.x, top: area.y, width: area.width, height: area.height })
        .toBuffer({ resolveWithObject: true });
      const stats = await sharp(region.data, { raw: region.info }).stats();
      for (const channel of stats.channels.slice(0, 3)) expect(channel.stdev).toBeLessThan(12);
    }
  });

  it("has one library entry per scene", () => {
    expect(MOCKUP_LIBRARY.map((idea) => idea.placementType).sort()).toEqual([...SCENE_KEYS].sort());
  });

  it("keeps colours safe to put in SVG", () => {
    expect(safeColor("#A1b2C3")).toBe("#a1b2c3");
    expect(safeColor('red"/><script>')).toBe("#0b6b43");
    expect(safeColor(null)).toBe("#0b6b43");
  });
});

describe("logo fitting", () => {
  const area = { x: 100, y: 50, width: 400, height: 200 };

  it("sizes the logo box by the chosen size and centres it", () => {
    expect(fitBox(area, "small")).toEqual({ width: 220, height: 110 });
    expect(fitBox(area, "large").width).toBe(Math.floor(400 * LOGO_SIZE_FACTORS.large));
    expect(centreIn(area, 100, 40)).toEqual({ left: 250, top: 130 });
  });

  it("adds a plate only when a transparent logo lacks contrast", () => {
    const white = 1;
    const darkLogo = { luminance: relativeLuminance(20, 20, 20), transparent: true };
    const paleLogo = { luminance: relativeLuminance(245, 245, 245), transparent: true };
    expect(choosePlate(darkLogo, white)).toBeNull();
    expect(choosePlate(paleLogo, white)).toBe("dark");
    expect(choosePlate(darkLogo, relativeLuminance(30, 30, 30))).toBe("light");
    expect(choosePlate({ ...paleLogo, transparent: false }, white)).toBeNull();
    expect(contrastRatio(1, 0)).toBeCloseTo(21);
  });
});

describe("framing and variations", () => {
  it.each(SCENE_KEYS)("every framing of %s keeps the main logo area in the crop", (key) => {
    const area = SCENES[key].logoAreas[0]!;
    for (const framing of FRAMINGS) {
      const crop = framingRect(framing, area);
      expect(inside(FRAME, crop)).toBe(true);
      expect(inside(crop, area)).toBe(true);
      expect(crop.width / crop.height).toBeCloseTo(1.5, 1);
    }
  });

  it("reads angles and settings from their words", () => {
    expect(framingFor("Tight close-up", 0)).toBe("close-up");
    expect(framingFor("TV camera", 0)).toBe("broadcast");
    expect(framingFor("something else", 1)).toBe("close-up");
    expect(toneFor("Daylight", 2)).toBe("daylight");
    expect(toneFor("Evening under lights", 0)).toBe("evening");
    expect(toneFor("Sunset", 0)).toBe("golden-hour");
  });

  it("plans the activation's scene first, then others, cycling angles and settings", () => {
    const plans = planVariations({ primaryScene: "pin-flag", count: 5, settings: ["Overcast"] });
    expect(plans.map((p) => p.sceneKey)).toEqual([
      "pin-flag",
      "pin-flag",
      "tee-box-signage",
      "leaderboard",
      "hospitality-suite",
    ]);
    expect(plans.map((p) => p.angle)).toEqual([
      "Wide shot",
      "Close-up",
      "Broadcast angle",
      "Fan's-eye view",
      "Wide shot",
    ]);
    expect(new Set(plans.map((p) => p.tone))).toEqual(new Set(["overcast"]));
  });

  it("chooses the scene from the activation's words, then its category", () => {
    expect(sceneForActivation({ title: "Rolex Pin Flags", category: "On-Course Branding" })).toBe(
      "pin-flag",
    );
    expect(sceneForActivation({ title: "Chairman's Lounge", category: "Hospitality" })).toBe(
      "hospitality-suite",
    );
    expect(
      sceneForActivation({ title: "Official Outfitter", category: "Product Integration" }),
    ).toBe("cap-and-polo");
    expect(sceneForActivation({ title: "Something", category: "Media" })).toBe("leaderboard");
    expect(sceneForActivation({ title: "Something", category: null })).toBe("tee-box-signage");
  });
});

describe("compositing", () => {
  const logo = () =>
    sharp({
      create: {
        width: 300,
        height: 120,
        channels: 4,
        background: { r: 10, g: 40, b: 160, alpha: 1 },
      },
    })
      .png()
      .toBuffer();

  it.each(SCENE_KEYS)("%s gets the logo in every logo area", async (key) => {
    const composed = await composeMockup({
      sceneKey: key,
      logoBytes: await logo(),
      brandColor: "#006039",
    });
    const { data, info } = await sharp(composed.png).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1200, 800]);
    expect(composed.placements).toHaveLength(SCENES[key].logoAreas.length);
    for (const [i, area] of SCENES[key].logoAreas.entries()) {
      const placed = composed.placements[i]!;
      expect(
        inside(area, { x: placed.left, y: placed.top, width: placed.width, height: placed.height }),
      ).toBe(true);
      const cx = placed.left + Math.floor(placed.width / 2);
      const cy = placed.top + Math.floor(placed.height / 2);
      const at = (cy * info.width + cx) * info.channels;
      expect([data[at], data[at + 1], data[at + 2]]).toEqual([10, 40, 160]);
    }
  });

  it("rasterises vector logos of any declared size to fill the area", async () => {
    const svg = (size: number) =>
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${size * 2}" height="${size}"><circle cx="${size}" cy="${size / 2}" r="${size / 2}" fill="#c00"/></svg>`,
      );
    for (const size of [10, 20_000]) {
      const { placements } = await composeMockup({
        sceneKey: "tee-box-signage",
        logoBytes: svg(size),
      });
      expect(placements[0]!.height).toBe(
        fitBox(SCENES["tee-box-signage"].logoAreas[0]!, "medium").height,
      );
    }
  });

  it("applies a tone and a framing and still answers 1200×800", async () => {
    const composed = await composeMockup({
      sceneKey: "leaderboard",
      logoBytes: await logo(),
      tone: "evening",
      framing: "close-up",
    });
    const meta = await sharp(composed.png).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 800]);
    const bare = await composeMockup({ sceneKey: "leaderboard", logoBytes: await logo() });
    expect(composed.png.equals(bare.png)).toBe(false);
  });
});
