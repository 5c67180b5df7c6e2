import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import type { HelpContext } from "@/lib/shared/help-contexts";

/** A page's title, optional description and actions; `help` makes it a help-mode target. */
export function PageHeader({
  title,
  description,
  actions,
  className,
  children,
  help,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
  children?: ReactNode;
  help?: HelpContext;
}) {
  return (
    <div
      data-help-context={help}
      className={cn(
        "mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between",
        className,
      )}
    >
      <div className="space-y-1">
        <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
        {description ? <p className="text-muted-foreground">{description}</p> : null}
        {children}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
