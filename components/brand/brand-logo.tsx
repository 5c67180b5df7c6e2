"use client";

import { useState } from "react";
import { FixedImage } from "@/components/ui/fixed-image";
import { join } from "@/components/ui/lean";
import { initialsOf, tileColourOf } from "@/lib/shared/initials";

const SIZES = {
  xs: { box: "size-6 text-[10px]", px: 24 },
  sm: { box: "size-8 text-xs", px: 32 },
  md: { box: "size-10 text-sm", px: 40 },
  lg: { box: "size-16 text-lg", px: 64 },
  xl: { box: "size-24 text-2xl", px: 96 },
} as const;

/**
 * A brand's logo, or a coloured tile with its initials when there is none or the image fails to
 * load. The tile is decorative next to the brand name, so it is hidden from screen readers unless
 * `label` asks for it.
 *
 * The logo is rendered on the server at its box's size (`FixedImage`: next/image's 1x/2x source
 * set of the uploaded raster logo, resized and re-encoded; SVG marks as they are), lazily below
 * the fold, without next/image's code (the header's event context shows one on every page). An
 * error before hydration is not lost: the source is set again once hydrated, so `onError` still
 * turns it into the tile.
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
  const [failed, setFailed] = useState<string | null>(null);
  const src = logoUrl && failed !== logoUrl ? logoUrl : null;
  const showImage = src !== null;
  return (
    <span
      className={join(
        "inline-flex shrink-0 items-center justify-center overflow-hidden rounded-md font-semibold",
        SIZES[size].box,
        showImage ? "border border-border bg-white" : "text-white",
        className,
      )}
      style={showImage ? undefined : { backgroundColor: tileColourOf(name) }}
      role={label ? "img" : undefined}
      aria-label={label ? `${name} logo` : undefined}
      aria-hidden={label ? undefined : true}
    >
      {showImage ? (
        <FixedImage
          src={src}
          alt=""
          size={SIZES[size].px}
          className="size-full object-contain p-0.5"
          onError={() => setFailed(src)}
        />
      ) : (
        initialsOf(name)
      )}
    </span>
  );
}
