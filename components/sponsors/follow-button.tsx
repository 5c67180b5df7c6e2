"use client";

import { Heart } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useFollowSponsor, useUnfollowSponsor } from "@/lib/client/hooks/use-favorites";
import { cn } from "@/lib/cn";

/** Follow or unfollow a brand (the watchlist). */
export function FollowButton({
  sponsor,
  isFollowed,
  size = "sm",
  className,
  label,
}: {
  sponsor: { id: number; name: string };
  isFollowed: boolean;
  size?: "sm" | "default" | "icon";
  className?: string;
  /** The visible text when not following yet (default "Follow"). */
  label?: string;
}) {
  const follow = useFollowSponsor();
  const unfollow = useUnfollowSponsor();
  const pending = follow.isPending || unfollow.isPending;
  const title = isFollowed ? `Unfollow ${sponsor.name}` : `Follow ${sponsor.name}`;
  return (
    <Button
      type="button"
      variant={isFollowed ? "secondary" : "outline"}
      size={size}
      aria-pressed={isFollowed}
      aria-label={size === "icon" ? title : undefined}
      title={title}
      disabled={pending}
      className={className}
      onClick={() => (isFollowed ? unfollow.mutate(sponsor) : follow.mutate(sponsor))}
    >
      <Heart className={cn("size-4", isFollowed && "fill-current text-destructive")} aria-hidden />
      {size === "icon" ? null : isFollowed ? "Following" : (label ?? "Follow")}
    </Button>
  );
}
