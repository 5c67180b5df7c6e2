"use client";

import { Star } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useToggleActivationFavorite, type ActivationView } from "@/lib/client/hooks/use-creative";
import { cn } from "@/lib/cn";

/** The favourite star of an activation idea (a toggle: aria-pressed says whether it is starred). */
export function FavoriteButton({
  activation,
}: {
  activation: Pick<ActivationView, "id" | "title" | "isFavorite" | "sponsorBrandId">;
}) {
  const toggle = useToggleActivationFavorite();
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-pressed={activation.isFavorite}
      aria-label={`Favorite ${activation.title}`}
      title={activation.isFavorite ? "Remove from favorites" : "Add to favorites"}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate(activation)}
      className="-mt-1 -mr-2 shrink-0"
    >
      <Star
        aria-hidden
        className={cn(
          "size-5 transition-colors",
          activation.isFavorite ? "fill-accent text-accent" : "text-muted-foreground",
        )}
      />
    </Button>
  );
}
