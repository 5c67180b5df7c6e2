import "server-only";
import { PAGE_HEADERS, type Page } from "@/lib/shared/paging";

/**
 * The one answer of a paged list: the page's items as the JSON body, the whole list's size in
 * `X-Total-Count` and the page answered in `X-Page` / `X-Page-Size`. The body goes through the
 * handler's `ctx.json`, so it is held to the route's declared 200 schema (`pagedListSchema`).
 * The lint stage refuses `X-Total-Count` written anywhere else.
 */
export function paged<T>(
  json: (body: T[], init: { headers: HeadersInit }) => Response,
  page: Page<T>,
): Response {
  return json(page.items, {
    headers: {
      [PAGE_HEADERS.total]: String(page.total),
      [PAGE_HEADERS.page]: String(page.page),
      [PAGE_HEADERS.pageSize]: String(page.pageSize),
    },
  });
}
