/** "$11.5B", "$850M", "$3.2M", "$75K": revenue and budgets at a glance. */
export function formatUsdCompact(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return "";
  const abs = Math.abs(amount);
  const units: Array<[number, string]> = [
    [1e12, "T"],
    [1e9, "B"],
    [1e6, "M"],
    [1e3, "K"],
  ];
  for (const [size, suffix] of units) {
    if (abs >= size) {
      const value = amount / size;
      return `$${value >= 100 ? Math.round(value) : Number(value.toFixed(1))}${suffix}`;
    }
  }
  return `$${Math.round(amount)}`;
}

/** Whole dollars with thousands separators ("$1,250,000") from integer cents. */
export function formatCentsAsDollars(cents: number): string {
  return `$${Math.round(cents / 100).toLocaleString("en-US")}`;
}

/** Millions with one decimal ("3.5M") as the insights screens show deal values. */
export function formatMillions(dollars: number): string {
  return `${(dollars / 1_000_000).toFixed(1)}M`;
}
