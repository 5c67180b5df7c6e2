"use client";

import { CalendarDays, CheckCircle2, Home } from "lucide-react";
import type { ReactNode } from "react";
import { BrandHeaderCard, WebsiteLink } from "@/components/brand/brand-header";
import { LoadErrorAlert } from "@/components/errors/load-error-alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useEventContext } from "@/lib/client/event-context";
import { useEventBrand } from "@/lib/client/hooks/use-event-brands";
import { useSpecificEvents } from "@/lib/client/hooks/use-specific-events";
import { toast } from "@/lib/client/use-toast";
import { plural } from "@/lib/shared/text";
import { AudienceInputsCard } from "./audience-inputs-card";
import { BrandLinkCards } from "./brand-link-cards";
import { BrandAdminActions } from "./brand-admin-actions";
import { LogoUploadCard } from "./logo-upload-card";
import { UpcomingEvents } from "./upcoming-events";

export function EventBrandLoadError({ message }: { message?: string }) {
  return (
    <LoadErrorAlert
      title="Error loading event brand"
      message={message || "Unknown error occurred"}
      link={{ href: "/", icon: <Home className="size-4" aria-hidden />, label: "Return to Home" }}
    />
  );
}

/** The property's page; `categoryMap` is its category map, drawn on the server. */
export function EventBrandDetail({
  id,
  isAdmin,
  categoryMap,
}: {
  id: number;
  isAdmin: boolean;
  categoryMap: ReactNode;
}) {
  const { data: brand, error, isLoading } = useEventBrand(id);
  const { data: events = [] } = useSpecificEvents(id);
  const { selectedBrandId, selectBrand } = useEventContext();
  if (isLoading) return <Spinner size="lg" label="Loading event brand" />;
  if (error || !brand) return <EventBrandLoadError message={error?.message} />;
  const selected = selectedBrandId === brand.id;

  return (
    <div className="space-y-8">
      <BrandHeaderCard
        name={brand.name}
        logoUrl={brand.logoUrl}
        industry={brand.industry}
        className="space-y-3"
        actions={
          <div className="flex flex-col gap-2 md:items-end">
            <Button
              variant={selected ? "secondary" : "default"}
              onClick={() => {
                selectBrand(brand.id);
                toast({
                  title: "Event Brand Selected",
                  description: `Now working with ${brand.name}`,
                  variant: "success",
                });
              }}
            >
              {selected ? <CheckCircle2 className="size-4" aria-hidden /> : null}
              {selected ? "Selected" : "Select Brand"}
            </Button>
            {isAdmin ? <BrandAdminActions brand={brand} /> : null}
          </div>
        }
      >
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="flex items-center gap-1.5">
            <CalendarDays className="size-4" aria-hidden />{" "}
            {plural(brand.eventCount, "scheduled event")}
          </span>
          {brand.website ? <WebsiteLink website={brand.website} /> : null}
        </p>
        {brand.description ? <p className="max-w-3xl">{brand.description}</p> : null}
        {brand.audience ? (
          <p className="max-w-3xl text-sm text-muted-foreground">
            <span className="font-medium text-foreground">Audience: </span>
            {brand.audience}
          </p>
        ) : null}
      </BrandHeaderCard>
      {isAdmin ? <LogoUploadCard brand={brand} /> : null}
      <BrandLinkCards brand={brand} />
      <UpcomingEvents brand={brand} events={events} isAdmin={isAdmin} />
      <AudienceInputsCard key={JSON.stringify(brand.reach)} brand={brand} isAdmin={isAdmin} />
      {categoryMap}
    </div>
  );
}
