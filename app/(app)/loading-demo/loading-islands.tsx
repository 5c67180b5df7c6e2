"use client";

import { useState } from "react";
import { Button } from "@/components/ui/lean";
import { Progress } from "@/components/ui/progress";

/** A button that is disabled and says Saving... for two seconds after a click. */
export function PendingButtonDemo() {
  const [pending, setPending] = useState(false);
  return (
    <Button
      disabled={pending}
      onClick={() => {
        setPending(true);
        setTimeout(() => setPending(false), 2000);
      }}
    >
      {pending ? "Saving..." : "Save Changes"}
    </Button>
  );
}

/** A progress bar moved in steps of 20% by its two buttons. */
export function ProgressDemo() {
  const [progress, setProgress] = useState(40);
  return (
    <>
      <Progress value={progress} aria-label="Example job progress" />
      <div className="flex gap-2">
        <Button size="sm" variant="outline" onClick={() => setProgress((p) => Math.max(0, p - 20))}>
          -20%
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => setProgress((p) => Math.min(100, p + 20))}
        >
          +20%
        </Button>
        <span className="text-sm text-muted-foreground">{progress}%</span>
      </div>
    </>
  );
}
