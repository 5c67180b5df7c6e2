import {
  AlertTriangle,
  CalendarClock,
  CheckCircle2,
  CircleDollarSign,
  Lightbulb,
  TrendingUp,
} from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { budgetRangeText, GROWTH } from "./research-facts";
import type { DeepResearch } from "@/lib/shared/schemas/ai";

/** Every field of a sponsor's deep research, laid out for reading. */
export function DeepResearchReport({ research }: { research: DeepResearch }) {
  const growth = GROWTH[research.growthTrajectory.status];
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Overview</CardTitle>
        </CardHeader>
        <CardContent className="space-y-6">
          <p className="leading-relaxed whitespace-pre-line">{research.overview}</p>
          <dl className="grid gap-4 md:grid-cols-3">
            <Fact icon={<CircleDollarSign />} label="Predicted budget range">
              <p className="text-lg font-semibold tabular-nums">
                {budgetRangeText(research.predictedBudgetRange)}
              </p>
              <p className="text-xs text-muted-foreground">
                {research.predictedBudgetRange.currency} per year, estimated
              </p>
            </Fact>
            <Fact icon={<CalendarClock />} label="Optimal timing to approach">
              <p className="font-semibold">{research.optimalTimingToApproach.timeWindow}</p>
              <p className="text-sm text-muted-foreground">
                {research.optimalTimingToApproach.rationale}
              </p>
            </Fact>
            <Fact icon={<TrendingUp />} label="Growth trajectory">
              <Badge variant={growth.variant}>{growth.label}</Badge>
              <p className="text-sm text-muted-foreground">{research.growthTrajectory.details}</p>
            </Fact>
          </dl>
        </CardContent>
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="Target audience">
          <Bullets items={research.targetAudience} />
        </Section>
        <Section title="Brand values">
          <ul className="flex flex-wrap gap-2">
            {research.brandValues.map((value, index) => (
              <li key={`${index}-${value}`}>
                <Badge variant="secondary" className="px-2.5 py-1 text-sm font-normal">
                  {value}
                </Badge>
              </li>
            ))}
          </ul>
        </Section>
        <Section title="Strategic initiatives">
          <Titled items={research.strategicInitiatives} />
        </Section>
        <Section title="Current marketing focus">
          <Bullets items={research.currentMarketingFocus} />
        </Section>
        <Section title="Activation ideas" className="lg:col-span-2">
          <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {research.activationIdeas.map((idea, index) => (
              <li key={`${index}-${idea.title}`} className="rounded-lg border bg-muted/30 p-4">
                <p className="flex items-center gap-2 font-medium">
                  <Lightbulb className="size-4 shrink-0 text-primary" aria-hidden />
                  {idea.title}
                </p>
                <p className="mt-1 text-sm text-muted-foreground">{idea.description}</p>
              </li>
            ))}
          </ul>
        </Section>
        <Section title="Competitive sponsorship" className="lg:col-span-2">
          <p className="text-sm leading-relaxed">{research.competitiveSponsorship.summary}</p>
          {research.competitiveSponsorship.competitors.length > 0 ? (
            <ul className="mt-4 divide-y rounded-lg border">
              {research.competitiveSponsorship.competitors.map((competitor, index) => (
                <li
                  key={`${index}-${competitor.name}`}
                  className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-baseline"
                >
                  <span className="font-medium sm:w-48 sm:shrink-0">{competitor.name}</span>
                  {competitor.sponsorships.length > 0 ? (
                    <span className="flex flex-wrap gap-1.5">
                      {competitor.sponsorships.map((deal, index) => (
                        <Badge key={`${index}-${deal}`} variant="outline" className="font-normal">
                          {deal}
                        </Badge>
                      ))}
                    </span>
                  ) : (
                    <span className="text-sm text-muted-foreground">No known sponsorships</span>
                  )}
                </li>
              ))}
            </ul>
          ) : null}
        </Section>
        <Section title="Strengths">
          <Bullets items={research.strengths} icon="strength" />
        </Section>
        <Section title="Considerations">
          <Bullets items={research.considerations} />
        </Section>
        <Section title="Risk assessment" className="lg:col-span-2">
          <Bullets items={research.riskAssessment} icon="risk" />
        </Section>
      </div>
    </div>
  );
}

function Section({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={cn("gap-4", className)}>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5 rounded-lg border bg-muted/30 p-4">
      <dt className="flex items-center gap-2 text-xs font-medium tracking-wide text-muted-foreground uppercase [&_svg]:size-4">
        <span aria-hidden>{icon}</span>
        {label}
      </dt>
      <dd className="space-y-1">{children}</dd>
    </div>
  );
}

function Bullets({ items, icon }: { items: string[]; icon?: "strength" | "risk" }) {
  return (
    <ul className="space-y-2 text-sm">
      {items.map((item, index) => (
        <li key={`${index}-${item}`} className="flex gap-2.5">
          {icon === "strength" ? (
            <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
          ) : icon === "risk" ? (
            <AlertTriangle className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
          ) : (
            <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" />
          )}
          <span className="leading-relaxed">{item}</span>
        </li>
      ))}
    </ul>
  );
}

function Titled({ items }: { items: Array<{ title: string; description: string }> }) {
  return (
    <ul className="space-y-3">
      {items.map((item, index) => (
        <li key={`${index}-${item.title}`}>
          <p className="text-sm font-medium">{item.title}</p>
          <p className="text-sm text-muted-foreground">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
