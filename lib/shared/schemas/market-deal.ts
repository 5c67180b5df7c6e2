import { z } from "zod";

// The shapes of the market's sourced deals, in a module of their own: the sponsor detail's known
// deals use them too, and pages importing the sponsor schemas must not carry the deal schemas.

/** Where a sourced deal was reported. */
export const dealSourceSchema = z.object({
  name: z.string().meta({ description: "The page or outlet, as the data cites it." }),
  url: z.string().nullable(),
  date: z.string().nullable().meta({ description: "ISO date of the publication or fetch." }),
});

/** A sourced deal's value exactly as reported (see docs/product.md, "Market deals"). */
export const reportedValueSchema = z.object({
  amount: z.number(),
  currency: z.string().nullable(),
  unit: z.string().nullable().meta({ description: '"m" (millions), "total" (whole units), ...' }),
  per: z.string().nullable().meta({ description: '"year", "season", "total", "10 years", ...' }),
  upTo: z.boolean().meta({ description: 'The amount is a ceiling or circa figure ("up to").' }),
  usdApprox: z.number().nullable().meta({ description: "The source's USD approximation." }),
});
