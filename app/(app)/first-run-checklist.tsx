"use client";

import { Check, Circle, X } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  CHECKLIST_DISMISSED_COOKIE,
  firstRunSteps,
  type FirstRunFacts,
} from "@/lib/shared/dashboard-rules";

/**
 * The first hour: property → event → discover → research → pitch, each ticked from the
 * workspace's real data and linking to where it is done. Gone once every step is done, or when
 * dismissed.
 */
export function FirstRunChecklist({ facts }: { facts: FirstRunFacts }) {
  const [dismissed, setDismissed] = useState(false);
  const steps = firstRunSteps(facts);
  const done = steps.filter((step) => step.done).length;
  if (dismissed || done === steps.length) return null;
  return (
    <Card data-help-context="dashboard" data-help-title="Getting started">
      <CardHeader className="flex flex-row items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle as="h2">Getting started</CardTitle>
          <CardDescription>
            {done} of {steps.length} done. Everything you and your team add is shared with everyone
            in this workspace.
          </CardDescription>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Dismiss the getting-started checklist"
          onClick={() => {
            document.cookie = `${CHECKLIST_DISMISSED_COOKIE}=1; path=/; max-age=31536000; samesite=lax`;
            setDismissed(true);
          }}
        >
          <X className="size-4" aria-hidden />
        </Button>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-2 sm:grid-cols-5" aria-label="Getting started steps">
          {steps.map((step) => (
            <li key={step.key} data-step={step.key} data-done={step.done}>
              <Link
                href={step.href}
                className="flex h-full items-start gap-2 rounded-lg border border-border p-3 text-sm hover:bg-muted"
              >
                {step.done ? (
                  <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
                ) : (
                  <Circle className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                )}
                <span>
                  <span className="font-medium">{step.label}</span>
                  <span className="sr-only">{step.done ? " (done)" : " (to do)"}</span>
                </span>
              </Link>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
