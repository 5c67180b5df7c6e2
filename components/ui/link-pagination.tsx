import Link from "next/link";
import { Pagination } from "@/components/ui/grid-pagination";
import { buttonClass } from "@/components/ui/lean";

/**
 * The pager of a list drawn on the server: Previous and Next are links (each page is an address,
 * so it works before and without client JavaScript). `href(page)` writes a page's address.
 */
export function LinkPagination({
  href,
  ...range
}: {
  page: number;
  pageSize: number;
  total: number;
  href: (page: number) => string;
}) {
  return (
    <Pagination
      {...range}
      step={(target, enabled, children) =>
        enabled ? (
          <Link href={href(target)} className={buttonClass("outline", undefined, "sm")}>
            {children}
          </Link>
        ) : (
          <span
            aria-disabled="true"
            className={buttonClass("outline", "pointer-events-none opacity-50", "sm")}
          >
            {children}
          </span>
        )
      }
    />
  );
}
