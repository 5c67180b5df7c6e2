// npm run demo — run Pitchside on a fresh clone with nothing else installed or configured:
// install dependencies, build (when the sources changed), migrate and seed the embedded database,
// create the demo sign-ins, then serve http://localhost:3000 (or $PORT) and print the sign-ins.
import { spawn } from "node:child_process";
import { ensureBuild } from "./lib/build.mjs";
import { run, sleep } from "./lib/process.mjs";
import { ensureDependencies } from "./lib/setup.mjs";

const port = Number(process.env.PORT || 3000);
async function main() {
  await ensureDependencies();
  const env = { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
  await ensureBuild();
  console.log("Preparing the database (migrate, seed, demo sign-ins)...");
  await run(
    process.execPath,
    ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/demo-prepare.ts"],
    { env },
  );

  // The production server entry (`npm start`): Next.js behind the forwarding-header rules.
  const server = spawn(process.execPath, ["scripts/server.mjs", "-p", String(port)], {
    env: {
      ...env,
      PORT: String(port),
      APP_URL: process.env.APP_URL || `http://localhost:${port}`,
    },
    stdio: "inherit",
  });
  const stop = () => server.kill("SIGTERM");
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  server.on("exit", (code) => process.exit(code ?? 0));

  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  const admin = {
    user: process.env.DEMO_ADMIN_USERNAME || "admin",
    pass: process.env.DEMO_ADMIN_PASSWORD || "pitchside-admin",
  };
  const demo = {
    user: process.env.DEMO_USER_USERNAME || "demo",
    pass: process.env.DEMO_USER_PASSWORD || "pitchside-demo",
  };
  console.log(`
  ┌──────────────────────────────────────────────────────────┐
    Pitchside is running at http://localhost:${port}

    Sign in as an admin:  ${admin.user} / ${admin.pass}
    Sign in as a user:    ${demo.user} / ${demo.pass}

    Data lives in .data/ (embedded PostgreSQL and uploads).
    Press Ctrl+C to stop.
  └──────────────────────────────────────────────────────────┘
`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
