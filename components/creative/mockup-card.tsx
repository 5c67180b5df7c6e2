import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import type { MockupLibraryItem } from "@/lib/client/hooks/use-creative";
import { fillImageSources } from "@/lib/client/image-sources";
import { EventBadge } from "./event-badge";
import { MockupFavoriteButton } from "./favorite-button";
import { ProviderBadge } from "./provider-badge";

const humanise = (text: string) =>
  text.replace(/[-_]/g, " ").replace(/^\w/, (c) => c.toUpperCase());

/** The widths the image is shown at: one column, two from sm, three from xl in an 80rem page. */
const IMAGE_SIZES = "(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw";

/** The scene a mockup was composed on ("tee-box" → "Tee box"), from its details. */
function sceneOf(details: Record<string, unknown>): string | null {
  const key = details.sceneKey;
  return typeof key === "string" && key ? humanise(key) : null;
}

/** A mockup: the image, its title, event and description, the scene, who made it and a star. */
export function MockupCard({ mockup, owner }: { mockup: MockupLibraryItem; owner?: ReactNode }) {
  const scene = sceneOf(mockup.details);
  const title = mockup.title ?? "Mockup";
  return (
    <figure className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm">
      <div className="relative aspect-[3/2] bg-muted">
        {mockup.imageUrl ? (
          <MockupImage src={mockup.imageUrl} alt={`Mockup: ${title}`} />
        ) : (
          <div className="flex size-full items-center justify-center text-sm text-muted-foreground">
            No image
          </div>
        )}
      </div>
      <figcaption className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-3">
          <p className="min-w-0 leading-snug font-semibold break-words">{title}</p>
          <MockupFavoriteButton mockup={mockup} />
        </div>
        <EventBadge event={mockup.specificEvent} />
        {owner ? <div className="text-sm text-muted-foreground">{owner}</div> : null}
        <p className="line-clamp-3 text-sm text-muted-foreground">{mockup.description}</p>
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          {scene ? <Badge variant="outline">Scene: {scene}</Badge> : null}
          <ProviderBadge provider={mockup.aiProvider} model={mockup.aiModel} />
        </div>
      </figcaption>
    </figure>
  );
}

/**
 * The image filling its box, resized for the grid it sits in: the sources, sizes and fill styles
 * next/image gives (lazy, decoded off the main thread) as a plain `<img>`, without next/image's
 * code. Our own stored files are optimized; any other address is shown as it is.
 */
function MockupImage({ src, alt }: { src: string; alt: string }) {
  const sources = fillImageSources(src, IMAGE_SIZES);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's sources without its code
    <img
      {...sources}
      sizes={sources.srcSet ? IMAGE_SIZES : undefined}
      alt={alt}
      loading="lazy"
      decoding="async"
      data-nimg="fill"
      className="object-cover"
      style={{
        position: "absolute",
        height: "100%",
        width: "100%",
        inset: 0,
        color: "transparent",
      }}
    />
  );
}
