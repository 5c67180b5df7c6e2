"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useUpdateEventBrand } from "@/lib/client/hooks/use-event-brands";
import { SOCIAL_NETWORKS, type PropertyReach, type ReachInput } from "@/lib/shared/inventory";
import type { EventBrand } from "@/lib/shared/schemas/event-brand";

/**
 * The property's audience inputs (attendance, broadcast viewers, followers per network), each with
 * its source and an "Estimate" mark: what valuations multiply by the assets' exposure. Users read
 * them; admins edit them (an emptied figure removes the input, which a valuation then names as
 * missing).
 */

const ROWS = [
  { key: "attendancePerEvent", label: "Attendance per event" },
  { key: "broadcastViewersPerEvent", label: "Broadcast viewers per event" },
  ...SOCIAL_NETWORKS.map((network) => ({
    key: `social.${network}`,
    label: `${{ instagram: "Instagram", x: "X", youtube: "YouTube", tiktok: "TikTok", facebook: "Facebook" }[network]} followers`,
  })),
] as const;

type Draft = { value: string; name: string; url: string; date: string; estimate: boolean };

/** The text cells of a row: the figure and its source's name, address and date. */
const FIELDS = [
  { name: "value", label: "Figure", props: { inputMode: "numeric" } },
  { name: "name", label: "Source", props: { maxLength: 200 } },
  { name: "url", label: "Source address", props: { type: "url" } },
  { name: "date", label: "Source date", props: { type: "date" } },
] as const;

function inputOf(reach: PropertyReach, key: string): ReachInput | undefined {
  if (key.startsWith("social."))
    return reach.socialFollowers?.[key.slice(7) as (typeof SOCIAL_NETWORKS)[number]];
  return reach[key as "attendancePerEvent" | "broadcastViewersPerEvent"];
}

const draftOf = (input: ReachInput | undefined): Draft => ({
  value: input ? String(input.value) : "",
  name: input?.source?.name ?? "",
  url: input?.source?.url ?? "",
  date: input?.source?.date ?? "",
  estimate: input?.estimate ?? false,
});

/** The drafts as the API takes them: an empty figure is left out. */
function reachOf(drafts: Record<string, Draft>): PropertyReach {
  const reach: PropertyReach = {};
  for (const { key } of ROWS) {
    const draft = drafts[key]!;
    if (draft.value.trim() === "") continue;
    const input: ReachInput = {
      value: Number(draft.value),
      estimate: draft.estimate,
      source: draft.name.trim()
        ? { name: draft.name.trim(), url: draft.url.trim() || null, date: draft.date || null }
        : null,
    };
    if (key.startsWith("social.")) {
      reach.socialFollowers = {
        ...reach.socialFollowers,
        [key.slice(7)]: input,
      };
    } else reach[key as "attendancePerEvent" | "broadcastViewersPerEvent"] = input;
  }
  return reach;
}

export function AudienceInputsCard({ brand, isAdmin }: { brand: EventBrand; isAdmin: boolean }) {
  return (
    <Card data-testid="audience-inputs">
      <CardHeader>
        <CardTitle as="h2">Audience inputs</CardTitle>
        <CardDescription>
          The audience a valuation prices each asset&rsquo;s exposure against. A missing figure is
          named in every valuation, never guessed.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isAdmin ? <AudienceForm brand={brand} /> : <AudienceList reach={brand.reach} />}
      </CardContent>
    </Card>
  );
}

function AudienceList({ reach }: { reach: PropertyReach }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      {ROWS.map(({ key, label }) => {
        const input = inputOf(reach, key);
        return (
          <div key={key} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd className="text-muted-foreground">
              {input ? (
                <>
                  {input.value.toLocaleString("en-US")}
                  {input.estimate ? " (Estimate)" : ""}
                  {input.source ? ` · ${input.source.name}` : " · no source given"}
                  {input.source?.url ? (
                    <>
                      {" "}
                      <a
                        href={input.source.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="underline underline-offset-2"
                      >
                        source<span className="sr-only"> for {label} (opens in a new tab)</span>
                      </a>
                    </>
                  ) : null}
                </>
              ) : (
                "missing"
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function AudienceForm({ brand }: { brand: EventBrand }) {
  const update = useUpdateEventBrand(brand.id);
  const [drafts, setDrafts] = useState<Record<string, Draft>>(() =>
    Object.fromEntries(ROWS.map(({ key }) => [key, draftOf(inputOf(brand.reach, key))])),
  );
  const set = (key: string, patch: Partial<Draft>) =>
    setDrafts((current) => ({ ...current, [key]: { ...current[key]!, ...patch } }));

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate({ reach: reachOf(drafts) });
      }}
    >
      {ROWS.map(({ key, label }) => {
        const draft = drafts[key]!;
        const id = `reach-${key.replace(".", "-")}`;
        return (
          <fieldset key={key} className="grid gap-2 sm:grid-cols-5 sm:items-end">
            <legend className="mb-1 text-sm font-medium">{label}</legend>
            {FIELDS.map((field) => (
              <div key={field.name} className="space-y-1">
                <Label htmlFor={`${id}-${field.name}`}>
                  <span className="sr-only">{label}: </span>
                  {field.label}
                </Label>
                <Input
                  id={`${id}-${field.name}`}
                  {...field.props}
                  value={draft[field.name]}
                  onChange={(e) => set(key, { [field.name]: e.target.value })}
                />
              </div>
            ))}
            <div className="flex items-center gap-2 pb-2">
              <input
                id={`${id}-estimate`}
                type="checkbox"
                className="size-4"
                checked={draft.estimate}
                onChange={(e) => set(key, { estimate: e.target.checked })}
              />
              <Label htmlFor={`${id}-estimate`}>
                Estimate<span className="sr-only"> ({label})</span>
              </Label>
            </div>
          </fieldset>
        );
      })}
      <Button type="submit" disabled={update.isPending}>
        Save audience inputs
      </Button>
    </form>
  );
}
