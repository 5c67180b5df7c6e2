import { isDatabaseUnavailable } from "@/lib/server/db/errors";
import { retryDelayMs } from "@/lib/server/jobs/errors";
import { FINAL_WRITE_RETRY_DELAYS_MS, retryBriefly } from "@/lib/server/jobs/retry";

/** A write that fails `times` times, then answers `value`. */
function flaky<T>(times: number, value: T) {
  let calls = 0;
  const write = jest.fn(async () => {
    calls += 1;
    if (calls <= times) throw new Error(`connection lost (${calls})`);
    return value;
  });
  return write;
}

describe("retryBriefly (a job's final write when the database blinks)", () => {
  it("answers at once when the write succeeds, without waiting", async () => {
    const sleep = jest.fn(async () => {});
    await expect(retryBriefly(flaky(0, true), { sleep })).resolves.toBe(true);
    expect(sleep).not.toHaveBeenCalled();
  });

  it("tries again after 100, 250, 500 ms … and answers the first success", async () => {
    const waits: number[] = [];
    const retries: Array<[string, number, number]> = [];
    const write = flaky(3, "done");
    const result = await retryBriefly(write, {
      sleep: async (ms) => void waits.push(ms),
      onRetry: (error, retry, delayMs) => retries.push([(error as Error).message, retry, delayMs]),
    });
    expect(result).toBe("done");
    expect(write).toHaveBeenCalledTimes(4);
    expect(waits).toEqual([100, 250, 500]);
    expect(retries).toEqual([
      ["connection lost (1)", 1, 100],
      ["connection lost (2)", 2, 250],
      ["connection lost (3)", 3, 500],
    ]);
  });

  it("gives up after the last delay with the last error (about 4 s in all)", async () => {
    const waits: number[] = [];
    const write = flaky(99, "never");
    await expect(retryBriefly(write, { sleep: async (ms) => void waits.push(ms) })).rejects.toThrow(
      "connection lost (6)",
    );
    expect(write).toHaveBeenCalledTimes(FINAL_WRITE_RETRY_DELAYS_MS.length + 1);
    expect(waits).toEqual([100, 250, 500, 1000, 2000]);
    expect(waits.reduce((sum, ms) => sum + ms, 0)).toBe(3850);
  });

  it("waits for real between tries", async () => {
    const started = Date.now();
    await expect(retryBriefly(flaky(2, 1), { delaysMs: [30, 30] })).resolves.toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
  });

  it("does not retry when told there are no delays", async () => {
    const write = flaky(1, 1);
    await expect(retryBriefly(write, { delaysMs: [] })).rejects.toThrow("connection lost (1)");
    expect(write).toHaveBeenCalledTimes(1);
  });

  it("tries again only the failures retryIf accepts (a run's bookkeeping: an unreachable database)", async () => {
    const sleep = jest.fn(async () => {});
    const dropped = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
      code: "ECONNREFUSED",
    });
    let calls = 0;
    const blink = jest.fn(async () => {
      calls += 1;
      if (calls === 1) throw dropped;
      return "written";
    });
    await expect(retryBriefly(blink, { sleep, retryIf: isDatabaseUnavailable })).resolves.toBe(
      "written",
    );
    expect(sleep).toHaveBeenCalledTimes(1);

    const bug = jest.fn(async () => {
      throw new TypeError("Job progress must be a number: NaN");
    });
    await expect(retryBriefly(bug, { sleep, retryIf: isDatabaseUnavailable })).rejects.toThrow(
      TypeError,
    );
    expect(bug).toHaveBeenCalledTimes(1);
    expect(sleep).toHaveBeenCalledTimes(1);
  });
});

describe("retryDelayMs (backoff before a failed job's next try)", () => {
  it("doubles from 5 s and stops at 10 minutes", () => {
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelayMs(attempt))).toEqual([
      5_000, 10_000, 20_000, 40_000, 80_000,
    ]);
    expect(retryDelayMs(8)).toBe(600_000);
    expect(retryDelayMs(50)).toBe(600_000);
    expect(retryDelayMs(0)).toBe(5_000);
    expect(retryDelayMs(3, 100)).toBe(400);
  });
});
