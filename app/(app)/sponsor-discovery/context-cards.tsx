import { ChevronRight } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { BrandLogo } from "@/components/brand/brand-logo";
import { Badge } from "@/components/ui/badge";
import { discoveryHref, recentContextRef } from "@/lib/shared/discovery-filters";
import type { RecentContext } from "@/lib/shared/event-context";

const CARD =
  "group flex h-full items-center gap-4 rounded-xl border bg-card p-4 shadow-sm transition-colors hover:border-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

/** A whole-card link with an icon, a title and one line of text. */
export function LinkCard({
  href,
  icon,
  title,
  text,
}: {
  href: string;
  icon: ReactNode;
  title: string;
  text: string;
}) {
  return (
    <Link href={href} className={CARD}>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary [&_svg]:size-5">
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{title}</span>
        <span className="block text-sm text-muted-foreground">{text}</span>
      </span>
      <ChevronRight
        className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
        aria-hidden
      />
    </Link>
  );
}

/** Recently viewed contexts (newest first), each opening its discovery page. */
export function RecentContextCards({ contexts }: { contexts: readonly RecentContext[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {contexts.map((entry) => {
        const ref = recentContextRef(entry);
        if (!ref) return null;
        return (
          <li key={entry.id}>
            <Link href={discoveryHref(ref)} className={CARD}>
              <BrandLogo name={entry.name} logoUrl={entry.logoUrl} size="md" />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold">{entry.name}</span>
                <Badge variant="secondary" className="mt-1">
                  {entry.type === "specific-event" ? "Specific Event" : "Event Brand"}
                </Badge>
              </span>
              <ChevronRight
                className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                aria-hidden
              />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
