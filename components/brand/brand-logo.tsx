"use client";

import { useState } from "react";
import { useHydrated } from "@/lib/client/use-hydrated";
import { cn } from "@/lib/cn";
import { initialsOf, tileColourOf } from "@/lib/shared/initials";

const SIZES = {
  xs: "size-6 text-[10px]",
  sm: "size-8 text-xs",
  md: "size-10 text-sm",
  lg: "size-16 text-lg",
  xl: "size-24 text-2xl",
} as const;

/**
 * A brand's logo, or a coloured tile with its initials when there is none or the image fails to
 * load. The tile is decorative next to the brand name, so it is hidden from screen readers unless
 * `label` asks for it.
 */
export function BrandLogo({
  name,
  logoUrl,
  size = "md",
  className,
  label = false,
}: {
  name: string;
  logoUrl?: string | null;
  size?: keyof typeof SIZES;
  className?: string;
  label?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  // Until hydration the initials show: a logo failing earlier would go unnoticed (see useHydrated).
  const hydrated = useHydrated();
  const showImage = Boolean(logoUrl) && !failed && hydrated;
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center justify-center overflow-hidden rounded-md font-semibold",
        SIZES[size],
        showImage ? "border border-border bg-white" : "text-white",
        className,
      )}
      style={showImage ? undefined : { backgroundColor: tileColourOf(name) }}
      role={label ? "img" : undefined}
      aria-label={label ? `${name} logo` : undefined}
      aria-hidden={label ? undefined : true}
    >
      {showImage ? (
        // eslint-disable-next-line @next/next/no-img-element -- logos come from our own /uploads route at their stored size
        <img
          src={logoUrl!}
          alt=""
          className="size-full object-contain p-0.5"
          onError={() => setFailed(true)}
        />
      ) : (
        initialsOf(name)
      )}
    </span>
  );
}
