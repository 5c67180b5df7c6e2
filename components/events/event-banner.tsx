"use client";

import { useState } from "react";
import { useHydrated } from "@/lib/client/use-hydrated";
import { cn } from "@/lib/cn";
import { initialsOf, tileColourOf } from "@/lib/shared/initials";

/**
 * An event's banner: its own image when it has one; otherwise the brand's default banner (the
 * brand colour with its initials). If the image fails to load, a placeholder shows the event name.
 */
export function EventBanner({
  eventName,
  brandName,
  bannerImage,
  className,
}: {
  eventName: string;
  brandName: string;
  bannerImage: string | null;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const hydrated = useHydrated();
  if (bannerImage && !hydrated)
    return <div aria-hidden className={cn("h-32 w-full bg-muted", className)} />;
  if (bannerImage && !failed) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- banners may live on other hosts set by users
      <img
        src={bannerImage}
        alt=""
        className={cn("h-32 w-full object-cover", className)}
        onError={() => setFailed(true)}
      />
    );
  }
  if (bannerImage && failed) {
    return (
      <div
        className={cn(
          "flex h-32 w-full items-center justify-center bg-muted px-4 text-center",
          className,
        )}
      >
        <span className="line-clamp-2 font-semibold text-muted-foreground">{eventName}</span>
      </div>
    );
  }
  const colour = tileColourOf(brandName);
  return (
    <div
      aria-hidden
      className={cn("relative h-32 w-full overflow-hidden", className)}
      style={{ background: `linear-gradient(135deg, ${colour} 0%, ${colour}cc 55%, #0f172a 100%)` }}
    >
      <span className="absolute -right-2 -bottom-6 text-8xl font-black tracking-tighter text-white/15 select-none">
        {initialsOf(brandName)}
      </span>
      <span className="absolute top-3 left-4 text-xs font-semibold tracking-widest text-white/90 uppercase">
        {brandName}
      </span>
    </div>
  );
}
