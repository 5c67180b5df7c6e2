"use client";

import { ArrowDown, ArrowUp, ChevronDown, Eye, EyeOff } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";
import type { ProposalSection, ProposalView } from "@/lib/shared/schemas/proposal";
import { SellerNotes } from "./seller-notes";

// The Markdown preview's parser arrives in a chunk of its own: the server draws each preview into
// the page, and that stays on screen until the chunk has loaded.
const MarkdownView = dynamic(
  () => import("@/components/proposals/markdown-view").then((m) => m.MarkdownView),
  { loading: () => <p className="text-sm text-muted-foreground">Loading the preview…</p> },
);

/**
 * One section of the builder: its title, its Markdown beside a live preview, hide/show and
 * reordering, the seller's notes on it and, for ideas and mockups, the checklist of what to
 * include. On a phone a section opens on demand, so the builder reads as a list of its sections;
 * warnings (a category conflict, a past event) show on the closed section too.
 */
export function SectionEditor({
  section,
  index,
  count,
  readOnly,
  proposal,
  onChange,
  onMove,
}: {
  section: ProposalSection;
  index: number;
  count: number;
  readOnly: boolean;
  proposal: ProposalView;
  onChange: (change: Partial<ProposalSection>) => void;
  onMove: (by: -1 | 1) => void;
}) {
  const [open, setOpen] = useState(false);
  const bodyId = `section-${section.kind}-body`;
  const contentId = `section-${section.kind}-content`;
  const notes = proposal.internal.notes.filter((note) => note.section === section.kind);
  const warnings = notes.filter((note) => note.warning);
  const info = notes.filter((note) => !note.warning);
  return (
    <li>
      <Card className={section.hidden ? "opacity-60" : undefined} data-section={section.kind}>
        <CardHeader className="flex flex-row flex-wrap items-center gap-2">
          <CardTitle className="text-base">
            {index + 1}. {section.title}
            {section.hidden ? <span className="ml-2 text-sm font-normal">(hidden)</span> : null}
          </CardTitle>
          <div className="ml-auto flex gap-1">
            {!readOnly ? (
              <>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`${section.hidden ? "Show" : "Hide"} ${section.title}`}
                  onClick={() => onChange({ hidden: !section.hidden })}
                >
                  {section.hidden ? <Eye aria-hidden /> : <EyeOff aria-hidden />}
                  <span className="hidden sm:inline">{section.hidden ? "Show" : "Hide"}</span>
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Move ${section.title} up`}
                  disabled={index === 0}
                  onClick={() => onMove(-1)}
                >
                  <ArrowUp aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Move ${section.title} down`}
                  disabled={index === count - 1}
                  onClick={() => onMove(1)}
                >
                  <ArrowDown aria-hidden />
                </Button>
              </>
            ) : null}
            {/* Phones only: wider screens always show every section open. */}
            <Button
              variant="ghost"
              size="sm"
              className="md:hidden"
              aria-expanded={open}
              aria-controls={contentId}
              aria-label={`${open ? "Close" : "Open"} ${section.title}`}
              onClick={() => setOpen((value) => !value)}
            >
              <ChevronDown
                className={cn("transition-transform", open && "rotate-180")}
                aria-hidden
              />
            </Button>
          </div>
        </CardHeader>
        {warnings.length > 0 ? (
          <div className="px-6 pb-4">
            <SellerNotes notes={warnings} />
          </div>
        ) : null}
        <CardContent id={contentId} className={cn("space-y-3", open ? "block" : "hidden md:block")}>
          {info.length > 0 ? <SellerNotes notes={info} /> : null}
          {!readOnly ? (
            <Field label="Section title" id={`section-${section.kind}-title`}>
              <Input
                value={section.title}
                maxLength={200}
                onChange={(e) => onChange({ title: e.target.value })}
              />
            </Field>
          ) : null}
          <div className="grid gap-4 md:grid-cols-2">
            {!readOnly ? (
              // The label sits on its text area however tall the preview beside it grows: the
              // area takes the row's extra height instead of the gap above it.
              <Field
                label={`${section.title} (Markdown)`}
                id={bodyId}
                className="grid-rows-[auto_1fr]"
              >
                <Textarea
                  rows={12}
                  value={section.body}
                  onChange={(e) => onChange({ body: e.target.value })}
                  className="h-full font-mono text-xs"
                />
              </Field>
            ) : null}
            <div
              className="rounded-md border bg-muted/30 p-3"
              aria-label={`${section.title} preview`}
              role="region"
            >
              <MarkdownView markdown={section.body} />
            </div>
          </div>
          {section.kind === "activation_ideas" && proposal.internal.ideaOptions.length > 0 ? (
            <Checklist
              legend="Activation ideas to include"
              options={proposal.internal.ideaOptions}
              chosen={section.activationIds ?? []}
              readOnly={readOnly}
              onChange={(activationIds) => onChange({ activationIds })}
            />
          ) : null}
          {section.kind === "visuals" && proposal.internal.mockupOptions.length > 0 ? (
            <Checklist
              legend="Mockups to include"
              options={proposal.internal.mockupOptions}
              chosen={section.mockupIds ?? []}
              readOnly={readOnly}
              onChange={(mockupIds) => onChange({ mockupIds })}
            />
          ) : null}
        </CardContent>
      </Card>
    </li>
  );
}

function Checklist({
  legend,
  options,
  chosen,
  readOnly,
  onChange,
}: {
  legend: string;
  options: { id: number; name: string }[];
  chosen: number[];
  readOnly: boolean;
  onChange: (ids: number[]) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{legend}</legend>
      <p className="text-xs text-muted-foreground">
        The chosen ones follow the text above in the shared page and the exports.
      </p>
      {options.map((option) => {
        const checked = chosen.includes(option.id);
        const id = `${legend.replace(/\W+/g, "-").toLowerCase()}-${option.id}`;
        return (
          <div key={option.id} className="flex items-center gap-2 text-sm">
            <Checkbox
              id={id}
              checked={checked}
              disabled={readOnly}
              onCheckedChange={(value) =>
                onChange(
                  value === true
                    ? [...chosen, option.id]
                    : chosen.filter((chosenId) => chosenId !== option.id),
                )
              }
            />
            <label htmlFor={id}>{option.name}</label>
          </div>
        );
      })}
    </fieldset>
  );
}
