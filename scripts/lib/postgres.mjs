// A throwaway PostgreSQL server built from the machine's binaries, for tests and benchmarks.
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { aptInstall, freePort, isRoot, run, runQuiet } from "./process.mjs";

function findBinDir() {
  const base = "/usr/lib/postgresql";
  if (existsSync(base)) {
    const versions = readdirSync(base)
      .filter((name) => existsSync(path.join(base, name, "bin", "initdb")))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(base, versions[0], "bin");
  }
  const pgConfig = runQuiet("pg_config", ["--bindir"]);
  const dir = pgConfig.stdout?.trim();
  if (pgConfig.status === 0 && dir && existsSync(path.join(dir, "initdb"))) return dir;
  return null;
}

/** Find the server binaries, installing Debian's postgresql package when they are missing. */
export async function ensurePostgresBinaries() {
  let dir = findBinDir();
  if (!dir) {
    await aptInstall(["postgresql"]);
    dir = findBinDir();
  }
  if (!dir) throw new Error("PostgreSQL server binaries not found (initdb, pg_ctl).");
  return dir;
}

/**
 * Start a fresh server in a temporary folder and create `database` in it. PostgreSQL refuses to
 * run as root, so as root the folder is handed to the `postgres` user and commands run as it.
 * Durability is switched off: a test database is thrown away anyway.
 */
export async function startPostgres({ database = "pitchside_test" } = {}) {
  const bin = await ensurePostgresBinaries();
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), "pitchside-pg-"));
  const dataDir = path.join(dir, "data");
  const asPostgres = isRoot();
  const exec = (command, args) =>
    asPostgres
      ? run("runuser", ["-u", "postgres", "--", path.join(bin, command), ...args], {
          stdio: "pipe",
        })
      : run(path.join(bin, command), args, { stdio: "pipe" });
  if (asPostgres) chownSync(dir, uidOf("postgres"), gidOf("postgres"));

  await exec("initdb", [
    "-D",
    dataDir,
    "-U",
    "app",
    "--auth=trust",
    "--encoding=UTF8",
    "--no-sync",
  ]);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses=127.0.0.1",
    "-c fsync=off",
    "-c synchronous_commit=off",
    "-c full_page_writes=off",
    "-c max_connections=200",
  ].join(" ");
  await exec("pg_ctl", [
    "-D",
    dataDir,
    "-o",
    options,
    "-l",
    path.join(dir, "server.log"),
    "-w",
    "start",
  ]);

  const { default: pg } = await import("pg");
  const admin = new pg.Client({ host: "127.0.0.1", port, user: "app", database: "postgres" });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();

  const url = `postgres://app@127.0.0.1:${port}/${database}`;
  return {
    url,
    port,
    async stop() {
      await exec("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function uidOf(user) {
  return Number(runQuiet("id", ["-u", user]).stdout.trim());
}
function gidOf(user) {
  return Number(runQuiet("id", ["-g", user]).stdout.trim());
}
