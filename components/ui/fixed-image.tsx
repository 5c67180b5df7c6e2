"use client";

import { useEffect, useRef } from "react";
import { fixedImageSources } from "@/lib/client/image-sources";

/**
 * A square image shown at a fixed size, as next/image draws it (the same sources, lazy, decoded
 * off the main thread) but as a plain `<img>`, without next/image's code. `onError` also learns of
 * a failure that happened before the page hydrated: once mounted, the source is set again, so a
 * broken one fails again with the handler attached (what next/image does).
 */
export function FixedImage({
  src,
  size,
  alt,
  className,
  onError,
}: {
  src: string;
  /** Width and height in CSS pixels. */
  size: number;
  alt: string;
  className?: string;
  onError: () => void;
}) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = ref.current;
    if (!image?.complete) return;
    const current = image.src;
    image.src = current;
  }, [src]);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's sources without its code
    <img
      ref={ref}
      {...fixedImageSources(src, size)}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={className}
      style={{ color: "transparent" }}
      onError={onError}
    />
  );
}
