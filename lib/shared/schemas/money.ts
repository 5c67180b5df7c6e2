import { z } from "zod";

/**
 * The one rule for amounts of money in request bodies. Amounts travel in whole currency units
 * (dollars for USD) with at most 2 decimals, and are stored as integer cents: the largest is
 * $100 billion, far above any sponsorship and well inside a bigint.
 */
export const MAX_VALUE_CENTS = 10_000_000_000_000;

/**
 * An amount in whole units ("Deal value", "pricePerSeason"): non-negative, ≤ the maximum, 2
 * decimals. `required`: the message when it is missing (else "must be a number").
 */
export const moneyAmount = (label: string, options: { required?: string } = {}) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined && options.required
          ? options.required
          : `${label} must be a number`,
    })
    .nonnegative({ error: `${label} cannot be negative` })
    .max(MAX_VALUE_CENTS / 100, { error: `${label} is too large` })
    .refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), {
      error: `${label} can have at most 2 decimal places`,
    });

/** The same amount as whole cents (`valueCents`). */
export const moneyCents = (label: string, typeError: string) =>
  z
    .number({ error: typeError })
    .int({ error: typeError })
    .nonnegative({ error: `${label} cannot be negative` })
    .max(MAX_VALUE_CENTS, { error: `${label} is too large` });

/** A currency: three capital letters ("USD"); lower case is accepted and raised. */
export const currencyCode = z
  .string({ error: "Currency must be a 3-letter code such as USD" })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { error: "Currency must be a 3-letter code such as USD" });

/** Whole units (2 decimals) to integer cents, free of floating-point residue (0.29 → 29). */
export const toCents = (amount: number) => Math.round(amount * 100);

/** Integer cents to whole units, as answers carry them. */
export const fromCents = (cents: number) => cents / 100;
