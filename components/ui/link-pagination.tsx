import { ChevronLeft, ChevronRight } from "lucide-react";
import Link from "next/link";
import { buttonClass } from "@/components/ui/lean";

/**
 * Previous / Next paging as links, for a list drawn on the server (each page is an address, so it
 * works before and without client JavaScript). Same words as the grids' `GridPagination`:
 * "Showing a–b of n" and "Page x of y". `href(page)` writes a page's address.
 */
export function LinkPagination({
  page,
  pageSize,
  total,
  href,
}: {
  page: number;
  pageSize: number;
  total: number;
  href: (page: number) => string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const step = (target: number, enabled: boolean, children: React.ReactNode) =>
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
    );
  return (
    <nav
      aria-label="Pagination"
      className="mt-6 flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      <p className="text-muted-foreground">
        Showing {from}–{to} of {total}
      </p>
      <div className="flex items-center gap-2">
        {step(
          page - 1,
          page > 1,
          <>
            <ChevronLeft className="size-4" aria-hidden /> Previous
          </>,
        )}
        <span aria-current="page">
          Page {page} of {pages}
        </span>
        {step(
          page + 1,
          page < pages,
          <>
            Next <ChevronRight className="size-4" aria-hidden />
          </>,
        )}
      </div>
    </nav>
  );
}
