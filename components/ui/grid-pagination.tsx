import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

/**
 * The pager every paged list draws: "Showing a–b of n", Previous, "Page x of y", Next. `step`
 * draws the Previous or Next control for the page it leads to (`enabled` false: there is none).
 */
export function Pagination({
  page,
  pageSize,
  total,
  step,
}: {
  page: number;
  pageSize: number;
  total: number;
  step: (target: number, enabled: boolean, children: ReactNode) => ReactNode;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
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

/** The pager under a grid the client pages: Previous and Next are buttons calling `onPage`. */
export function GridPagination({
  onPage,
  ...range
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  return (
    <Pagination
      {...range}
      step={(target, enabled, children) => (
        <Button variant="outline" size="sm" disabled={!enabled} onClick={() => onPage(target)}>
          {children}
        </Button>
      )}
    />
  );
}
