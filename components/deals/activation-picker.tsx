"use client";

import { Check, Plus, X } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { ACTIVATION_SUGGESTIONS } from "@/lib/shared/deal-rules";

/** Activation types of a deal: toggle the usual ones, or add your own. */
export function ActivationPicker({
  value,
  error,
  onChange,
}: {
  value: string[];
  error?: string;
  onChange: (next: string[]) => void;
}) {
  const labelId = useId();
  const [custom, setCustom] = useState("");
  const toggle = (type: string) =>
    onChange(value.includes(type) ? value.filter((t) => t !== type) : [...value, type]);
  const extras = value.filter((t) => !(ACTIVATION_SUGGESTIONS as readonly string[]).includes(t));
  const addCustom = () => {
    const type = custom.trim();
    if (type && !value.includes(type)) onChange([...value, type]);
    setCustom("");
  };

  return (
    <fieldset className="grid gap-2" aria-labelledby={labelId}>
      <legend id={labelId} className="text-sm font-medium">
        Activation types
      </legend>
      <div className="flex flex-wrap gap-1.5">
        {[...ACTIVATION_SUGGESTIONS, ...extras].map((type) => {
          const on = value.includes(type);
          return (
            <button
              key={type}
              type="button"
              aria-pressed={on}
              onClick={() => toggle(type)}
              className={cn(
                "inline-flex items-center gap-1 rounded-full border px-2.5 py-1 text-xs font-medium transition-colors",
                on
                  ? "border-primary bg-primary text-primary-foreground"
                  : "bg-background text-foreground hover:bg-muted",
              )}
            >
              {on ? <Check className="size-3" aria-hidden /> : null}
              {type}
              {on && extras.includes(type) ? <X className="size-3" aria-hidden /> : null}
            </button>
          );
        })}
      </div>
      <div className="flex gap-2">
        <Input
          aria-label="Other activation type"
          placeholder="Other activation type"
          value={custom}
          maxLength={60}
          onChange={(event) => setCustom(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              addCustom();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={addCustom} disabled={!custom.trim()}>
          <Plus aria-hidden /> Add
        </Button>
      </div>
      {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
    </fieldset>
  );
}
