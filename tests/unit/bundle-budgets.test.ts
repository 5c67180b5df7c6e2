import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { checkBundleBudgets, firstLoadJs, readBudgets } from "../../scripts/lib/bundles.mjs";
import type { Budgets } from "../../scripts/lib/bundles.mjs";

/** A build folder holding the route stats Next writes and the chunks they name. */
function fakeBuild(routes: Record<string, string[]>, chunks: Record<string, Buffer>): string {
  const distDir = mkdtempSync(path.join(os.tmpdir(), "bundles-"));
  mkdirSync(path.join(distDir, "diagnostics"));
  mkdirSync(path.join(distDir, "static/chunks"), { recursive: true });
  for (const [name, text] of Object.entries(chunks)) {
    writeFileSync(path.join(distDir, "static/chunks", name), text);
  }
  const stats = Object.entries(routes).map(([route, names]) => ({
    route,
    firstLoadUncompressedJsBytes: names.reduce((sum, name) => sum + chunks[name]!.length, 0),
    firstLoadChunkPaths: names.map((name) => `.next/static/chunks/${name}`),
  }));
  writeFileSync(path.join(distDir, "diagnostics/route-bundle-stats.json"), JSON.stringify(stats));
  return distDir;
}

/** Bytes that gzip to about `kilobytes` KB: random bytes do not compress. */
const incompressible = (kilobytes: number): Buffer => randomBytes(kilobytes * 1024);

const log = () => {};

const budgets: Budgets = {
  defaultKilobytes: 20,
  targets: { "/auth": 10 },
  interim: { "/big": { kilobytes: 40, reason: "not yet cut" } },
};

describe("first-load JavaScript budgets", () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const build = (routes: Record<string, string[]>, chunks: Record<string, Buffer>) => {
    const dir = fakeBuild(routes, chunks);
    dirs.push(dir);
    return dir;
  };
  const chunks = {
    "shared.js": incompressible(6),
    "auth.js": incompressible(3),
    "page.js": incompressible(10),
    "big.js": incompressible(30),
    "huge.js": incompressible(16),
  };

  it("measures each page's chunks gzipped, leaving out API routes", () => {
    const distDir = build(
      { "/auth": ["shared.js", "auth.js"], "/api/x": ["huge.js"], "/": ["shared.js", "page.js"] },
      chunks,
    );
    const pages = firstLoadJs({ distDir, budgets });
    expect(pages.map((page) => page.route)).toEqual(["/", "/auth"]);
    const gzip = (name: keyof typeof chunks) => gzipSync(chunks[name]).byteLength;
    expect(pages[1]!.gzipKilobytes).toBe(Math.round((gzip("shared.js") + gzip("auth.js")) / 1024));
    expect(pages[1]).toMatchObject({ targetGzipKilobytes: 10, withinBudget: true });
    expect(pages[0]).toMatchObject({ budgetGzipKilobytes: 20, withinBudget: true });
  });

  it("passes when every page is within its budget", () => {
    const distDir = build(
      { "/auth": ["shared.js", "auth.js"], "/big": ["shared.js", "big.js"] },
      chunks,
    );
    expect(() => checkBundleBudgets({ distDir, budgets, log })).not.toThrow();
  });

  it("fails naming a page over its target", () => {
    const distDir = build(
      { "/auth": ["shared.js", "page.js"], "/big": ["big.js", "page.js"] },
      chunks,
    );
    expect(() => checkBundleBudgets({ distDir, budgets, log })).toThrow(
      /\/auth loads 1[67] KB of JavaScript before it can be used; its budget is 10 KB/,
    );
  });

  it("fails a page over its interim ceiling, and one that came well under it", () => {
    const over = build({ "/big": ["big.js", "page.js", "shared.js"] }, chunks);
    expect(() => checkBundleBudgets({ distDir: over, budgets, log })).toThrow(/\/big loads 4\d KB/);
    const cut = build({ "/big": ["page.js"] }, chunks);
    expect(() => checkBundleBudgets({ distDir: cut, budgets, log })).toThrow(
      /\/big now loads 10 KB: lower its interim ceiling in bundle-budgets.json to 10 \(it was 40\)/,
    );
  });

  it("fails on a ceiling for a page the build does not have", () => {
    const distDir = build({ "/auth": ["auth.js"] }, chunks);
    expect(() => checkBundleBudgets({ distDir, budgets, log })).toThrow(
      /names \/big, which the build has no page for/,
    );
  });

  it("the project's budgets file holds the targets the product promises", () => {
    const file = readBudgets();
    expect(file.defaultKilobytes).toBe(180);
    expect(file.targets).toMatchObject({ "/auth": 150, "/p/[token]": 150 });
    for (const [route, ceiling] of Object.entries(file.interim ?? {})) {
      expect([route, ceiling.reason.length > 0]).toEqual([route, true]);
      expect(ceiling.kilobytes).toBeGreaterThan(file.targets?.[route] ?? file.defaultKilobytes);
    }
    expect(JSON.parse(readFileSync("bundle-budgets.json", "utf8"))).toEqual(file);
  });
});
