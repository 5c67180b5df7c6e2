"use client";

import { Badge } from "@/components/ui/badge";
import { useActivationImages, type ActivationView } from "@/lib/client/hooks/use-creative";

/** Each activation's image variations (angles and light), for ideas that have any. */
export function VariationsGallery({ ideas }: { ideas: ActivationView[] }) {
  return (
    <section aria-labelledby="variations-heading" className="space-y-3">
      <div>
        <h2 id="variations-heading" className="text-lg font-semibold">
          Image variations
        </h2>
        <p className="text-sm text-muted-foreground">
          Start &lsquo;Variations&rsquo; on an idea in the Activations tab to see it from other
          angles and in other light.
        </p>
      </div>
      <div className="space-y-6">
        {ideas.map((idea) => (
          <IdeaVariations key={idea.id} idea={idea} />
        ))}
      </div>
    </section>
  );
}

const humanise = (text: string) =>
  text.replace(/[-_]/g, " ").replace(/^\w/, (c) => c.toUpperCase());

function IdeaVariations({ idea }: { idea: ActivationView }) {
  const { data: images } = useActivationImages(idea.id);
  if (!images || images.length === 0) return null;
  return (
    <div className="space-y-2" data-testid="idea-variations">
      <h3 className="text-sm font-medium">{idea.title}</h3>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {images.map((image) => {
          const look = [image.angle, image.setting].filter((t): t is string => Boolean(t));
          const caption = look.length
            ? look.map(humanise).join(" · ")
            : (image.caption ?? "Variation");
          return (
            <li key={image.id} className="overflow-hidden rounded-lg border bg-card">
              {/* eslint-disable-next-line @next/next/no-img-element -- stored images served by our own /uploads route */}
              <img
                src={image.imageUrl}
                alt={`${idea.title}: ${caption}`}
                loading="lazy"
                className="aspect-[3/2] w-full bg-muted object-cover"
              />
              <div className="flex items-center justify-between gap-2 px-2.5 py-2 text-xs">
                <span className="truncate text-muted-foreground">{caption}</span>
                {image.isFeatured ? <Badge variant="gold">Featured</Badge> : null}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
