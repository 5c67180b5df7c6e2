"use client";

import { MessageSquare } from "lucide-react";
import Link from "next/link";
import { BrandLogo } from "@/components/brand/brand-logo";
import { CreateProposalButton } from "@/components/proposals/create-proposal-button";
import { ConflictCallout } from "@/components/sponsorships/conflict-callout";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { engagementOf } from "@/lib/shared/engagement";
import { isExclusiveLevel } from "@/lib/shared/exclusivity";
import type { EventSponsorView } from "@/lib/shared/schemas/sponsorship";
import type { SpecificEventDetail } from "@/lib/shared/schemas/specific-event";
import { EditSponsorshipDialog } from "./edit-sponsorship-dialog";
import { RemoveSponsorDialog } from "./remove-sponsor-dialog";

/** A linked sponsor: name, level, progress, conflicts, and its links. */
export function SponsorLinkCard({
  event,
  link,
}: {
  event: SpecificEventDetail;
  link: EventSponsorView;
}) {
  const engagement = engagementOf(link);
  const exclusive = link.isExclusive || isExclusiveLevel(link.sponsorshipLevel);
  return (
    <Card className="flex h-full flex-col">
      <CardHeader className="flex flex-row items-start gap-3">
        <BrandLogo name={link.sponsor.name} logoUrl={link.sponsor.logo} size="md" />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold">{link.sponsor.name}</h3>
          <p className="text-sm text-muted-foreground">
            {link.sponsorshipLevel || "Official Sponsor"}
          </p>
        </div>
        <EditSponsorshipDialog eventId={event.id} link={link} />
        <RemoveSponsorDialog eventId={event.id} sponsor={link.sponsor} />
      </CardHeader>
      <CardContent className="flex-1 space-y-3">
        <div className="flex flex-wrap gap-1.5">
          {link.sponsor.industry ? (
            <Badge variant="secondary">{link.sponsor.industry}</Badge>
          ) : null}
          {exclusive ? <Badge variant="gold">Exclusive</Badge> : null}
        </div>
        <div className="space-y-1">
          <div className="flex justify-between text-xs">
            <span className="text-muted-foreground">{engagement.stageLabel}</span>
            <span className="tabular-nums">{engagement.percent}%</span>
          </div>
          <Progress
            value={engagement.percent}
            aria-label={`${link.sponsor.name} engagement ${engagement.percent}%`}
            className="h-1.5"
          />
        </div>
        {link.activationFocus ? (
          <p className="text-sm">
            <span className="font-medium">Activation focus: </span>
            <span className="text-muted-foreground">{link.activationFocus}</span>
          </p>
        ) : null}
        <ConflictCallout conflicts={link.conflicts} />
      </CardContent>
      <CardFooter className="flex gap-2">
        <Button asChild variant="outline" size="sm" className="flex-1">
          <Link href={`/sponsor-brands/detail/${link.sponsor.id}?specificEventId=${event.id}`}>
            View Sponsor
          </Link>
        </Button>
        <CreateProposalButton
          sponsor={link.sponsor}
          eventBrandId={event.eventBrand.id}
          specificEventId={event.id}
        />
        <Button
          asChild
          variant="ghost"
          size="sm"
          aria-label={`Interactions with ${link.sponsor.name}`}
        >
          <Link href={`/sponsor/${link.sponsor.id}/interactions`}>
            <MessageSquare className="size-4" aria-hidden />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
