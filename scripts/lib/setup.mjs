// Making a fresh clone runnable: dependencies and the browser the end-to-end tests drive.
import { existsSync, statSync } from "node:fs";
import { aptInstall, commandExists, run } from "./process.mjs";

/** `npm install` when node_modules is missing or older than the lockfile. */
export async function ensureDependencies() {
  const marker = "node_modules/.package-lock.json";
  const stale =
    !existsSync(marker) ||
    !existsSync("package-lock.json") ||
    statSync(marker).mtimeMs < statSync("package-lock.json").mtimeMs;
  if (!stale) return;
  console.log("Installing dependencies (npm install)...");
  // `npm ci` fails here: the registry lacks some other platforms' optional packages (STACK-NOTES).
  await run("npm", ["install", "--no-audit", "--no-fund"]);
}

export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const candidate of ["/usr/bin/chromium", "/usr/bin/chromium-browser"]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

/** Debian's chromium for the end-to-end tests (Playwright's own browser download is not possible). */
export async function ensureChromium() {
  if (chromiumPath()) return chromiumPath();
  if (!commandExists("apt-get"))
    throw new Error("Chromium not found: install it or set CHROMIUM_PATH.");
  await aptInstall(["chromium"]);
  const found = chromiumPath();
  if (!found) throw new Error("Chromium was installed but /usr/bin/chromium is missing.");
  return found;
}
