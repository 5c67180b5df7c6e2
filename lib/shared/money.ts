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

/** Whole units of a currency, compact: 5000000 → "$5M". */
export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat("en-US", {
      style: "currency",
      currency,
      notation: "compact",
      maximumFractionDigits: 1,
    }).format(amount);
  } catch {
    return `${amount.toLocaleString("en-US")} ${currency}`;
  }
}

/** Whole units with thousands separators: "$1,250,000" for USD, "€900,000" for EUR. */
export function formatDealValue(valueCents: number, currency = "USD"): string {
  const units = Math.round(valueCents / 100);
  try {
    return new Intl.NumberFormat("en-US", {
      style: "currency",
      currency,
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    }).format(units);
  } catch {
    return `${currency} ${units.toLocaleString("en-US")}`;
  }
}
