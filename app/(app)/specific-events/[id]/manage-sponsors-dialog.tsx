"use client";

import { Settings2 } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { ExclusivityDialog } from "@/components/sponsorships/exclusivity-dialog";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { conflictsOf, useLinkSponsor } from "@/lib/client/hooks/use-event-sponsors";
import { lazySchema, useLazyZodForm } from "@/lib/client/lazy-schema";
import type { ExclusivityConflict } from "@/lib/shared/exclusivity";
import type { EventSponsorView } from "@/lib/shared/schemas/sponsorship";
import type { SpecificEventDetail } from "@/lib/shared/schemas/specific-event";
import { DEFAULT_SPONSORSHIP_LEVEL } from "@/lib/shared/sponsorship-level";
import { ActivationFocusField } from "./edit-sponsorship-dialog";
import { RemoveSponsorDialog } from "./remove-sponsor-dialog";
import { SponsorPicker, type PickedSponsor } from "./sponsor-picker";

// The link form's zod schema arrives in a chunk of its own, after the page.
const sponsorshipLinkFormSchema = lazySchema(() =>
  import("@/lib/shared/schemas/sponsorship").then((m) => m.sponsorshipLinkFormSchema),
);

/** Manage Sponsors: add a sponsor not yet linked with a level; remove linked ones. */
export function ManageSponsorsDialog({
  event,
  linked,
  open,
  onOpenChange: setOpen,
}: {
  event: SpecificEventDetail;
  linked: EventSponsorView[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [picked, setPicked] = useState<PickedSponsor | null>(null);
  const form = useLazyZodForm(sponsorshipLinkFormSchema, {
    sponsorshipLevel: DEFAULT_SPONSORSHIP_LEVEL,
    isExclusive: false,
    activationFocus: "",
  });
  const [search, setSearch] = useState("");
  const [conflicts, setConflicts] = useState<ExclusivityConflict[] | null>(null);
  const link = useLinkSponsor(event.id);
  const deferredSearch = useDeferredValue(search);

  const reset = () => {
    setPicked(null);
    form.reset();
    setSearch("");
  };
  const add = (acknowledgeConflicts = false) =>
    form.handleSubmit((input) => {
      if (!picked) return;
      link.mutate(
        {
          sponsorBrandId: picked.id,
          sponsorshipLevel: input.sponsorshipLevel,
          isExclusive: input.isExclusive,
          activationFocus: input.activationFocus || null,
          acknowledgeConflicts,
        },
        {
          onSuccess: () => {
            setConflicts(null);
            reset();
          },
          onError: (error) => {
            setConflicts(conflictsOf(error));
            form.applyServerError(error);
          },
        },
      );
    })();

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <Settings2 className="size-4" aria-hidden /> Manage Sponsors
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Manage Sponsors</DialogTitle>
          <DialogDescription>Link sponsors to {event.name} and set their level.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <Field label="Find a sponsor">
            <Input
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="Search by name or industry"
            />
          </Field>
          <SponsorPicker
            eventId={event.id}
            search={deferredSearch}
            excludeIds={linked.map((item) => item.sponsorBrandId)}
            picked={picked}
            onPick={setPicked}
          />
          <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
            <Field label="Sponsorship level" error={form.errors.sponsorshipLevel}>
              <Input
                {...form.bind("sponsorshipLevel")}
                placeholder="e.g. Official Partner"
                maxLength={100}
              />
            </Field>
            <CheckboxField
              id="link-exclusive"
              label="Category exclusive"
              checked={form.values.isExclusive}
              onCheckedChange={(checked) => form.setField("isExclusive", checked)}
              className="pb-2"
            />
          </div>
          <ActivationFocusField
            value={form.values.activationFocus}
            error={form.errors.activationFocus}
            onChange={(value) => form.setField("activationFocus", value)}
          />
        </div>
        <DialogFooter>
          <Button onClick={() => add()} disabled={!picked || link.isPending}>
            {link.isPending ? "Adding..." : "Add Sponsor"}
          </Button>
        </DialogFooter>
        {linked.length > 0 ? (
          <div>
            <h3 className="mb-2 text-sm font-semibold">Linked sponsors</h3>
            <div className="max-h-48 [scrollbar-width:thin] [scrollbar-color:var(--color-border)_transparent] overflow-y-auto rounded-md border border-border">
              <ul className="divide-y divide-border">
                {linked.map((item) => (
                  <li
                    key={item.id}
                    className="flex items-center justify-between gap-3 px-3 py-2 text-sm"
                  >
                    <span>
                      <span className="font-medium">{item.sponsor.name}</span>
                      <span className="text-muted-foreground"> · {item.sponsorshipLevel}</span>
                    </span>
                    <RemoveSponsorDialog eventId={event.id} sponsor={item.sponsor} />
                  </li>
                ))}
              </ul>
            </div>
          </div>
        ) : null}
        <ExclusivityDialog
          conflicts={conflicts}
          subject={picked?.name ?? "This sponsor"}
          onCancel={() => setConflicts(null)}
          onConfirm={() => add(true)}
        />
      </DialogContent>
    </Dialog>
  );
}
