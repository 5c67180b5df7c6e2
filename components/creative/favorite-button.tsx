"use client";

import { Star } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  useToggleActivationFavorite,
  useToggleMockupFavorite,
  type ActivationView,
  type MockupView,
} from "@/lib/client/hooks/use-creative";
import { cn } from "@/lib/cn";

/** A favourite star (a toggle: aria-pressed says whether it is starred). */
function StarToggle({
  name,
  starred,
  pending,
  onToggle,
}: {
  name: string;
  starred: boolean;
  pending: boolean;
  onToggle: () => void;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-pressed={starred}
      aria-label={`Favorite ${name}`}
      title={starred ? "Remove from favorites" : "Add to favorites"}
      disabled={pending}
      onClick={onToggle}
      className="-mt-1 -mr-2 shrink-0"
    >
      <Star
        aria-hidden
        className={cn(
          "size-5 transition-colors",
          starred ? "fill-accent text-accent" : "text-muted-foreground",
        )}
      />
    </Button>
  );
}

/** The favourite star of an activation idea. */
export function FavoriteButton({
  activation,
}: {
  activation: Pick<ActivationView, "id" | "title" | "isFavorite" | "sponsorBrandId">;
}) {
  const toggle = useToggleActivationFavorite();
  return (
    <StarToggle
      name={activation.title}
      starred={activation.isFavorite}
      pending={toggle.isPending}
      onToggle={() => toggle.mutate(activation)}
    />
  );
}

/** The favourite star of a mockup. */
export function MockupFavoriteButton({
  mockup,
}: {
  mockup: Pick<MockupView, "id" | "title" | "isFavorite" | "sponsorBrandId">;
}) {
  const toggle = useToggleMockupFavorite();
  return (
    <StarToggle
      name={mockup.title ?? "Mockup"}
      starred={mockup.isFavorite}
      pending={toggle.isPending}
      onToggle={() => toggle.mutate(mockup)}
    />
  );
}
