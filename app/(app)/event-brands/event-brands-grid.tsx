"use client";

import { CalendarDays } from "lucide-react";
import Link from "next/link";
import { BrandLogo } from "@/components/brand/brand-logo";
import { EmptyState } from "@/components/ui/empty-state";
import { Card, CardContent, CardTitle } from "@/components/ui/lean";
import { ErrorAlert, Skeleton } from "@/components/ui/plain";
import { useEventBrands } from "@/lib/client/hooks/use-event-brands";
import { plural, truncateDescription } from "@/lib/shared/text";

export function EventBrandsGrid() {
  const { data: brands, isLoading, error } = useEventBrands();
  if (isLoading) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-40" />
        ))}
      </div>
    );
  }
  if (error) {
    return <ErrorAlert>Error loading event brands: {error.message}</ErrorAlert>;
  }
  if (!brands?.length) {
    return <EmptyState title="No event brands found. Add one to get started." />;
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-help-context="event">
      {brands.map((brand) => (
        <li key={brand.id}>
          <Link
            href={`/event-brands/${brand.id}`}
            className="group block h-full rounded-xl focus-visible:outline-none"
          >
            <Card className="h-full transition-colors group-hover:border-primary group-focus-visible:ring-2 group-focus-visible:ring-ring">
              {/* A card header laid out in a row (the plain cards append classes, not merge). */}
              <div data-slot="card-header" className="flex flex-row items-center gap-3 px-6">
                <BrandLogo name={brand.name} logoUrl={brand.logoUrl} size="lg" />
                <div className="min-w-0">
                  <CardTitle as="h2" className="truncate">
                    {brand.name}
                  </CardTitle>
                  {brand.industry ? (
                    <p className="text-sm text-muted-foreground">{brand.industry}</p>
                  ) : null}
                </div>
              </div>
              <CardContent className="space-y-3">
                <p className="text-sm text-muted-foreground">
                  {truncateDescription(brand.description) || "No description yet."}
                </p>
                <p className="flex items-center gap-1.5 text-sm font-medium">
                  <CalendarDays className="size-4 text-primary" aria-hidden />
                  {plural(brand.eventCount, "scheduled event")}
                </p>
              </CardContent>
            </Card>
          </Link>
        </li>
      ))}
    </ul>
  );
}
