// Load measurements with autocannon against the running server.
import autocannon from "autocannon";

const DURATION_S = Number(process.env.BENCH_DURATION || 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);

export async function load(
  url,
  { headers = {}, duration = DURATION_S, connections = CONNECTIONS } = {},
) {
  // A short warm-up so the first compile of each route is not measured.
  await autocannon({ url, headers, connections: 2, duration: 1 });
  const result = await autocannon({ url, headers, connections, duration });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    non2xx: result.non2xx,
    errors: result.errors,
    bytesPerResponse: result.requests.total
      ? Math.round(result.throughput.total / result.requests.total)
      : 0,
  };
}

/**
 * Measure `path` and the bare baseline route answering the same number of bytes, and the ratio
 * (how much of the bare route's throughput the real endpoint keeps).
 */
export async function compareWithBaseline(base, path, { headers = {}, type = "json" } = {}) {
  // The measurement before may have left an idle keep-alive socket that the server has closed
  // meanwhile (a long synchronous step, such as filling the deals, keeps this process from
  // noticing): a request written to it fails at once, so the probe is tried once more.
  const probe = await fetch(`${base}${path}`, { headers }).catch(() =>
    fetch(`${base}${path}`, { headers }),
  );
  const bytes = (await probe.arrayBuffer()).byteLength;
  if (!probe.ok) throw new Error(`${path} answered ${probe.status} before the measurement`);
  const endpoint = await load(`${base}${path}`, { headers });
  const baseline = await load(`${base}/api/bench/baseline?bytes=${bytes}&type=${type}`);
  return {
    path,
    responseBytes: bytes,
    endpoint,
    baseline,
    throughputRatio: Number(
      (endpoint.requestsPerSecond / Math.max(1, baseline.requestsPerSecond)).toFixed(3),
    ),
    p99RatioMs: Number((endpoint.latencyMs.p99 / Math.max(1, baseline.latencyMs.p99)).toFixed(2)),
  };
}
