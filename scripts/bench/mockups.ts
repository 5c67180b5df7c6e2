import { performance } from "node:perf_hooks";
import sharp from "sharp";
import { composeMockup } from "@/lib/server/mockups/compose";
import { SCENES } from "@/lib/server/mockups/scenes/registry";
import type { SceneKey } from "@/lib/server/mockups/scenes/types";

/**
 * Mockup composition benchmark: each scene template composed with a transparent 600×240 logo
 * (trim, plate choice, fit, composite, PNG encode), RUNS times per scene after one warm-up.
 * Prints { runs, perScene: { key: medianMs }, medianMs, p99Ms, peakRssMiB, rssGrowthMiB } as JSON on
 * its last line: the process's peak resident memory while composing, and how much it grew over the
 * baseline before the first composition.
 */

const RUNS = Number(process.env.BENCH_MOCKUP_RUNS ?? 10);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;

async function logo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="240"><rect x="20" y="40" width="160" height="160" rx="24" fill="#0b6b43"/><rect x="210" y="90" width="360" height="60" rx="12" fill="#1f2937"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const MIB = 2 ** 20;

async function main() {
  const logoBytes = await logo();
  const baselineRss = process.memoryUsage().rss;
  let peakRss = baselineRss;
  const all: number[] = [];
  const perScene: Record<string, number> = {};
  for (const sceneKey of Object.keys(SCENES) as SceneKey[]) {
    await composeMockup({ sceneKey, logoBytes, brandColor: "#0b6b43" });
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      await composeMockup({ sceneKey, logoBytes, brandColor: "#0b6b43" });
      times.push(performance.now() - started);
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }
    times.sort((a, b) => a - b);
    perScene[sceneKey] = round(percentile(times, 50));
    all.push(...times);
  }
  all.sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      runs: all.length,
      perScene,
      medianMs: round(percentile(all, 50)),
      p99Ms: round(percentile(all, 99)),
      peakRssMiB: Math.round(peakRss / MIB),
      rssGrowthMiB: Math.round((peakRss - baselineRss) / MIB),
    }),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
