"use client";

import { ChevronDown } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";

/** The collapsible Industry Filter: one checkbox per industry; none checked means all. */
export function IndustryFilter({
  industries,
  selected,
  onChange,
  trailing,
}: {
  industries: string[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
  /**
   * Shown after the filter (Reset Filters): after the checkboxes in the page's order, so the next
   * Tab from the opened filter reaches the industries first.
   */
  trailing?: ReactNode;
}) {
  // Open when the address already names industries (a shared link, or Back).
  const [open, setOpen] = useState(selected.length > 0);
  const id = useId();
  const chosen = new Set(selected);
  const toggle = (industry: string, on: boolean) =>
    onChange(on ? [...selected, industry] : selected.filter((item) => item !== industry));

  return (
    <Collapsible open={open} onOpenChange={setOpen} className="border-t pt-4">
      <div className="flex flex-wrap items-center gap-2">
        <CollapsibleTrigger asChild>
          <Button variant="outline" size="sm">
            Industry Filter
            <ChevronDown className={cn("transition-transform", open && "rotate-180")} aria-hidden />
          </Button>
        </CollapsibleTrigger>
        {selected.length > 0 ? (
          <Badge variant="secondary">{selected.length} selected</Badge>
        ) : (
          <span className="text-sm text-muted-foreground">All industries</span>
        )}
      </div>
      <CollapsibleContent>
        <fieldset className="pt-4">
          <legend className="sr-only">Industries</legend>
          <ul className="grid gap-x-6 gap-y-2.5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {industries.map((industry, index) => (
              <li key={industry} className="flex items-center gap-2">
                <Checkbox
                  id={`${id}-${index}`}
                  checked={chosen.has(industry)}
                  onCheckedChange={(state) => toggle(industry, state === true)}
                />
                <Label htmlFor={`${id}-${index}`} className="font-normal">
                  {industry}
                </Label>
              </li>
            ))}
          </ul>
          {selected.length > 0 ? (
            <Button
              variant="link"
              size="sm"
              className="mt-3 h-auto px-0"
              onClick={() => onChange([])}
            >
              Clear industries
            </Button>
          ) : null}
        </fieldset>
      </CollapsibleContent>
      {trailing ? <div className="mt-3 flex justify-end">{trailing}</div> : null}
    </Collapsible>
  );
}
