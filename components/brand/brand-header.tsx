import { ExternalLink } from "lucide-react";
import type * as React from "react";
import { cn } from "@/lib/cn";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { BrandLogo } from "./brand-logo";

/**
 * The header card of a brand's page (a property or a sponsor): its logo, its name as the page's
 * heading and its industry, then what the page says of it (`children`) and, on the right, its
 * actions.
 */
export function BrandHeaderCard({
  name,
  logoUrl,
  industry,
  className,
  actions,
  children,
}: {
  name: string;
  logoUrl: string | null;
  industry: string | null;
  /** Of the column beside the logo (its spacing). */
  className: string;
  actions: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-6 pt-6 md:flex-row md:items-start">
        <BrandLogo name={name} logoUrl={logoUrl} size="xl" label />
        <div className={cn("min-w-0 flex-1", className)}>
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-3xl font-semibold tracking-tight">{name}</h1>
            {industry ? <Badge variant="secondary">{industry}</Badge> : null}
          </div>
          {children}
        </div>
        {actions}
      </CardContent>
    </Card>
  );
}

/** A brand's website, shown without its scheme, opening in a new tab. */
export function WebsiteLink({ website }: { website: string }) {
  return (
    <a
      href={/^https?:\/\//.test(website) ? website : `https://${website}`}
      target="_blank"
      rel="noreferrer noopener"
      className="flex items-center gap-1.5 text-primary hover:underline"
    >
      {website.replace(/^https?:\/\//, "")} <ExternalLink className="size-3" aria-hidden />
    </a>
  );
}
