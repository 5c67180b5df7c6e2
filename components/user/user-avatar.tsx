"use client";

import { useState } from "react";
import { FixedImage } from "@/components/ui/fixed-image";
import { join } from "@/components/ui/lean";
import { initialsOf } from "@/lib/shared/initials";

const SIZES = {
  sm: { root: "size-8", text: "text-xs", px: 32 },
  lg: { root: "size-28", text: "text-3xl", px: 112 },
} as const;

/**
 * A user's picture, or two initials of their full name (else username) when there is none or it
 * fails to load. The picture is rendered on the server at the avatar's size (`FixedImage`: the
 * sources next/image would give, without its code, as the header's menu shows it on every page),
 * so it shows with the page instead of after a script loads it.
 */
export function UserAvatar({
  user,
  size = "sm",
  className,
}: {
  user: { username: string; fullName: string | null; profilePicture: string | null };
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const name = user.fullName || user.username;
  const [failed, setFailed] = useState<string | null>(null);
  const picture =
    user.profilePicture && failed !== user.profilePicture ? user.profilePicture : null;
  return (
    <span
      data-slot="avatar"
      className={join(
        "relative flex shrink-0 overflow-hidden rounded-full",
        SIZES[size].root,
        className,
      )}
    >
      {picture ? (
        <FixedImage
          src={picture}
          alt={`${name}'s profile picture`}
          size={SIZES[size].px}
          className="aspect-square size-full object-cover"
          onError={() => setFailed(picture)}
        />
      ) : (
        <span
          data-slot="avatar-fallback"
          className={join(
            "flex size-full items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground",
            SIZES[size].text,
          )}
        >
          {initialsOf(name)}
        </span>
      )}
    </span>
  );
}
