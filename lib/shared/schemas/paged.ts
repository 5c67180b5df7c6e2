import { z } from "zod";

/**
 * The mark a paged list's schema carries into its JSON Schema: the API description reads it to
 * document the X-Total-Count header that holds the whole list's size, and removes it.
 */
export const PAGED_LIST_MARK = "x-paged-list";

/** One page of a list: the array the route answers, with the total in X-Total-Count. */
export function pagedListSchema<T extends z.ZodType>(item: T) {
  return z.array(item).meta({ [PAGED_LIST_MARK]: true });
}
