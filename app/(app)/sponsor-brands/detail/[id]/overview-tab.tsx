"use client";

import { Info, TrendingDown, TrendingUp } from "lucide-react";
import { ScoreBars } from "@/components/sponsors/score-bars";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useRecordMatchAnalysis } from "@/lib/client/hooks/use-engagement";
import { ContactsCard } from "@/components/sponsors/contacts-card";
import { ReasonText } from "@/components/sponsors/reason-text";
import { KnownDealsCard } from "./known-deals-card";
import { SponsorLogoCard } from "./sponsor-logo-card";
import { cn } from "@/lib/cn";
import { countryByCode } from "@/lib/shared/countries";
import { formatDate } from "@/lib/shared/dates";
import { matchTier, qualityLabel } from "@/lib/shared/match-labels";
import { formatPoints, scoreBreakdown } from "@/lib/shared/score-breakdown";
import type { SponsorBrandDetail } from "@/lib/shared/schemas/sponsor";

const humanise = (text: string) => text.replace(/-/g, " ").replace(/^\w/, (c) => c.toUpperCase());

const SOURCE_TEXT: Record<SponsorBrandDetail["catalogue"]["source"], string> = {
  curated: "Curated profile, researched by Pitchside",
  reference: "Listed-companies reference data",
  import: "Imported from a prospect list",
  user: "Added by a user",
  market: "Named in sourced sponsorship deals (not a listed company)",
};

export function OverviewTab({ sponsor }: { sponsor: SponsorBrandDetail }) {
  const match = sponsor.matchDetail;
  const profile = sponsor.profile;
  const catalogue = sponsor.catalogue;
  const estimate = catalogue.profileIsEstimate ? " (estimate)" : "";
  // Opening the explained match is its analysis; the server records it when it is well founded.
  useRecordMatchAnalysis(
    sponsor.id,
    match && match.confidence === "high" ? match.context.eventBrand.id : null,
  );
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_1fr]">
      <Card data-help-context="sponsor" data-help-title="Match">
        <CardHeader>
          <CardTitle>Match</CardTitle>
          <CardDescription>
            {match
              ? `How ${sponsor.name} fits ${match.context.name}${match.context.type === "specific-event" ? " (this event)" : ""}.`
              : "Select an event brand to see how this sponsor fits it."}
          </CardDescription>
        </CardHeader>
        {match ? (
          <CardContent className="space-y-5">
            <div className="flex items-end gap-4">
              <span className="text-5xl font-semibold tabular-nums">{match.matchPercentage}%</span>
              <div className="pb-1">
                <p className="font-medium">{qualityLabel(match.matchPercentage)}</p>
                <p className="text-sm text-muted-foreground">
                  Tier: {matchTier(match.matchPercentage)}
                </p>
              </div>
            </div>
            <ScoreBars scores={match} />
            {match.confidence === "low" ? (
              <Alert variant="warning">
                <AlertDescription>
                  Low confidence: a profile is missing, so these scores are a neutral placeholder.
                </AlertDescription>
              </Alert>
            ) : null}
            <div>
              <h3 className="mb-2 text-sm font-semibold">Why this score</h3>
              <ul className="space-y-2">
                {match.reasons.map((reason) => (
                  <li key={`${reason.factor}-${reason.text}`} className="flex gap-2 text-sm">
                    {reason.impact > 0 ? (
                      <TrendingUp
                        className="mt-0.5 size-4 shrink-0 text-success"
                        aria-label="Raises the score"
                      />
                    ) : reason.impact < 0 ? (
                      <TrendingDown
                        className="mt-0.5 size-4 shrink-0 text-destructive"
                        aria-label="Lowers the score"
                      />
                    ) : (
                      <Info
                        className="mt-0.5 size-4 shrink-0 text-muted-foreground"
                        aria-label="Neutral"
                      />
                    )}
                    <span>
                      <ReasonText reason={reason} />
                      <span
                        className={cn(
                          "ml-1 text-xs tabular-nums",
                          reason.impact >= 0 ? "text-success" : "text-destructive",
                        )}
                      >
                        ({formatPoints(reason.impact)} pts)
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
              <ScoreSum matchPercentage={match.matchPercentage} reasons={match.reasons} />
            </div>
          </CardContent>
        ) : null}
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Profile</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4 text-sm">
          {sponsor.overview ? (
            <p>{sponsor.overview}</p>
          ) : (
            <p className="text-muted-foreground">No overview yet.</p>
          )}
          {catalogue.profileIsEstimate ? (
            <Alert variant="warning">
              <AlertDescription>
                Estimated profile: industry, budget, markets, audience and brand values are derived
                by rules from the company&apos;s sector, industry, country and market-cap band, not
                researched.
              </AlertDescription>
            </Alert>
          ) : null}
          <dl className="grid gap-3 sm:grid-cols-2">
            {sponsor.data.revenue || !catalogue.marketCapLabel ? (
              <Fact label="Revenue" value={sponsor.data.revenue} />
            ) : (
              <Fact label="Market-cap band" value={catalogue.marketCapLabel} />
            )}
            <Fact label="Sports-sponsorship budget" value={sponsor.data.marketingBudget} />
            <Fact
              label={`Markets${estimate}`}
              value={
                profile
                  ? [
                      ...profile.markets.regions,
                      ...profile.markets.countries.map((code) => countryByCode(code)?.name ?? code),
                    ].join(", ")
                  : null
              }
            />
            <Fact
              label={`Audience${estimate}`}
              value={
                profile
                  ? `${profile.audience.ageBands.join(", ")} · ${humanise(profile.audience.genderSkew)} · ${humanise(profile.audience.income)} income`
                  : null
              }
            />
          </dl>
          {profile ? (
            <>
              <Chips
                label={`Interests${estimate}`}
                values={profile.audience.interests.map(humanise)}
              />
              <Chips label={`Brand values${estimate}`} values={profile.brandValues.map(humanise)} />
            </>
          ) : (
            <p className="text-muted-foreground">
              No matching profile yet: edit the profile to get an accurate match.
            </p>
          )}
          <div className="border-t border-border pt-3" data-testid="sponsor-source">
            <p className="text-xs font-medium text-muted-foreground">Source</p>
            <p>{SOURCE_TEXT[catalogue.source]}</p>
            {catalogue.dataset ? (
              <p className="text-muted-foreground">
                Company facts
                {catalogue.marketCapBand ? " (market-cap band, sector, headquarters)" : ""}:{" "}
                <a
                  href={catalogue.dataset.url}
                  className="underline underline-offset-2"
                  target="_blank"
                  rel="noreferrer"
                >
                  {catalogue.dataset.name}
                </a>
                , data of {formatDate(catalogue.dataset.date)}
                {catalogue.dataset.listedName
                  ? `, listed as ${catalogue.dataset.listedName.replace(/\.$/, "")}`
                  : ""}
                {catalogue.dataset.inSp500 ? " (S&P 500 constituent)" : ""}.
              </p>
            ) : null}
          </div>
        </CardContent>
      </Card>

      <SponsorLogoCard sponsor={sponsor} />

      <ContactsCard sponsorId={sponsor.id} sponsorName={sponsor.name} />

      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>Recent sponsorships</CardTitle>
        </CardHeader>
        <CardContent>
          {sponsor.data.previousSponsorships.length === 0 ? (
            <p className="text-sm text-muted-foreground">No known sports sponsorships.</p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {sponsor.data.previousSponsorships.map((deal) => (
                <li
                  key={`${deal.property}-${deal.since}`}
                  className="rounded-lg border border-border p-3"
                >
                  <p className="font-medium">{deal.property}</p>
                  <p className="text-sm text-muted-foreground">
                    {deal.sport}
                    {deal.since ? ` · since ${deal.since}` : ""}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <KnownDealsCard deals={sponsor.knownDeals} />
    </div>
  );
}

/** The sum the reasons make, so a reader can check it against the percentage. */
function ScoreSum({
  matchPercentage,
  reasons,
}: {
  matchPercentage: number;
  reasons: readonly { impact: number }[];
}) {
  const sum = scoreBreakdown(matchPercentage, reasons);
  return (
    <p
      className="mt-3 border-t border-border pt-3 text-xs text-muted-foreground"
      data-testid="score-sum"
    >
      Every match starts at {sum.baseline} (all factors neutral). The factors above add{" "}
      {formatPoints(sum.listed)} pts; smaller factors, rounding and the 0–100 limit add{" "}
      {formatPoints(sum.others)} pts: {sum.baseline} {formatPoints(sum.listed)}{" "}
      {formatPoints(sum.others)} = {sum.total}%. Audience counts 40 %, commercial value 35 % and
      brand values 25 % of the score.
    </p>
  );
}

function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd>{value || "Not specified"}</dd>
    </div>
  );
}

function Chips({ label, values }: { label: string; values: string[] }) {
  return (
    <div>
      <p className="mb-1.5 text-xs font-medium text-muted-foreground">{label}</p>
      <ul className="flex flex-wrap gap-1.5">
        {values.map((value) => (
          <li key={value}>
            <Badge variant="outline" className="font-normal">
              {value}
            </Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}
