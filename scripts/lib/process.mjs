// Small process helpers for the repository's scripts (plain Node, no dependencies).
import { spawn, spawnSync } from "node:child_process";
import net from "node:net";

/** Run a command, streaming its output; resolves on exit code 0, rejects otherwise. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", ...options });
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(" ")} exited with ${code ?? signal}`));
    });
  });
}

/** Run a command quietly and return its result (never throws). */
export function runQuiet(command, args, options = {}) {
  return spawnSync(command, args, { encoding: "utf8", ...options });
}

export function commandExists(command) {
  return runQuiet("sh", ["-c", `command -v ${command}`]).status === 0;
}

export const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

/** A TCP port nobody is listening on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Install Debian packages when the machine allows it (root and apt-get). */
export async function aptInstall(packages) {
  if (!isRoot() || !commandExists("apt-get")) {
    throw new Error(
      `Missing ${packages.join(", ")}: install them with your package manager and run again.`,
    );
  }
  console.log(`Installing ${packages.join(", ")} from Debian's packages...`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  // Wait for another apt or dpkg run to finish instead of failing on its lock.
  const install = ["-o", "DPkg::Lock::Timeout=300", "install", "-y", "--no-install-recommends"];
  const first = runQuiet("apt-get", [...install, ...packages], { env });
  if (first.status === 0) return;
  // Stale package lists are the usual reason; refresh once and retry.
  await run("apt-get", ["-o", "DPkg::Lock::Timeout=300", "update"], { env });
  await run("apt-get", [...install, ...packages], { env });
}

export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
