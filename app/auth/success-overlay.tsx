import { CheckCircle2 } from "lucide-react";
import { Spinner } from "@/components/ui/spinner";

/** Shown for 2.2 s after a successful sign-in, before the dashboard. */
export function SuccessOverlay() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-background/95 text-center backdrop-blur"
    >
      <CheckCircle2 className="size-16 text-success" aria-hidden />
      <h2 className="text-3xl font-semibold">Login Successful</h2>
      <p className="text-lg">Welcome to Pitchside</p>
      <Spinner text="Loading your dashboard..." />
    </div>
  );
}
