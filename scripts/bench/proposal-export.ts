// Part of `npm run bench` (BENCH_ONLY=proposalExport): a 10-section proposal with 6 mockups
// exported to PDF and to PowerPoint, the export job's own work (read the public view, convert the
// logos and mockups with sharp, render, store the file), on a fresh database (PGlite in $DATA_DIR,
// or PostgreSQL with DATABASE_URL). One warm-up per format, then RUNS timed runs each. The target
// is under 10 s per export. JSON on the last line.
import { performance } from "node:perf_hooks";
import { closeDb, databaseKind } from "@/lib/server/db/client";
import { ensureDatabase } from "@/lib/server/db/migrate";
import {
  EXPORT_CONTENT_TYPES,
  exportStorageKey,
  renderProposalFile,
} from "@/lib/server/proposals/export/run";
import { getStorage } from "@/lib/server/storage/store";
import { createUser } from "@/lib/server/accounts/create";
import { createProposalFixture } from "../../tests/support/proposals";

const RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 5);
const TARGET_MS = 10_000;

const round = (ms: number) => Math.round(ms);

async function measure(proposalId: number, format: "pdf" | "pptx") {
  const once = async () => {
    const started = performance.now();
    const file = await renderProposalFile(proposalId, format);
    await getStorage().put(
      exportStorageKey({ kind: "proposal", id: proposalId }, format),
      file.bytes,
      EXPORT_CONTENT_TYPES[format],
    );
    return { ms: performance.now() - started, bytes: file.bytes.length };
  };
  const warm = await once();
  const runs: number[] = [];
  let bytes = warm.bytes;
  for (let run = 0; run < RUNS; run++) {
    const result = await once();
    runs.push(result.ms);
    bytes = result.bytes;
  }
  runs.sort((a, b) => a - b);
  const medianMs = round(runs[Math.floor(runs.length / 2)] ?? 0);
  const maxMs = round(runs[runs.length - 1] ?? 0);
  return { firstMs: round(warm.ms), medianMs, maxMs, bytes, withinTarget: maxMs < TARGET_MS };
}

async function main() {
  await ensureDatabase();
  const owner = await createUser({
    username: `bench-export-${Date.now() % 100000}`,
    email: `bench-export-${Date.now() % 100000}@example.com`,
    password: "bench-password-123",
    fullName: "Bench Seller",
    role: "user",
    skipPasswordPolicy: true,
  });
  const fixture = await createProposalFixture({ ownerId: owner.id, mockupCount: 6 });
  const pdf = await measure(fixture.proposalId, "pdf");
  const pptx = await measure(fixture.proposalId, "pptx");
  await closeDb();
  console.log(
    JSON.stringify({
      database: databaseKind(),
      sections: 10,
      visibleSections: fixture.visibleSections,
      mockups: fixture.mockupIds.length,
      runs: RUNS,
      targetMs: TARGET_MS,
      pdf,
      pptx,
    }),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
