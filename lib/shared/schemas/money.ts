import { z } from "zod";

/** Largest amount the API takes: $100 billion, far above any sponsorship, well inside bigint. */
export const MAX_VALUE_CENTS = 10_000_000_000_000;

/**
 * An amount of money in whole currency units (dollars for USD) as request bodies send it:
 * non-negative, at most MAX_VALUE_CENTS / 100 and at most 2 decimals, so that it is an exact
 * number of cents. Messages name the field: "<label> must be a number", "... cannot be negative";
 * `required` answers a missing value when given.
 */
export const moneyUnits = (label: string, required?: string) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined && required ? required : `${label} must be a number`,
    })
    .nonnegative({ error: `${label} cannot be negative` })
    .max(MAX_VALUE_CENTS / 100, { error: `${label} is too large` })
    .refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), {
      error: `${label} can have at most 2 decimal places`,
    });

/** A currency as a 3-letter code ("usd" is taken as "USD"). */
export const currencyCode = z
  .string({ error: "Currency must be a 3-letter code such as USD" })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { error: "Currency must be a 3-letter code such as USD" });

/** Whole currency units (2 decimals) of an amount stored in cents. */
export const unitsOf = (cents: number) => cents / 100;

/** Cents of an amount in whole currency units (2 decimals at most, as `moneyUnits` checks). */
export const centsOfUnits = (units: number) => Math.round(units * 100);
