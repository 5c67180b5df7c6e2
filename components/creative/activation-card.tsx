import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import type { ActivationView } from "@/lib/client/hooks/use-creative";
import { cn } from "@/lib/cn";
import { DEFAULT_ACTIVATION_CATEGORY } from "@/lib/shared/ai-vocabulary";
import { EventBadge } from "./event-badge";
import { FavoriteButton } from "./favorite-button";
import { ProviderBadge } from "./provider-badge";

/**
 * An activation idea: category, title, description, who generated it and a favourite star.
 * `owner` names the sponsor and property in lists across sponsors; `actions` and `children` sit
 * at the bottom (buttons, a running job).
 */
export function ActivationCard({
  activation,
  owner,
  actions,
  highlighted = false,
  children,
  className,
}: {
  activation: ActivationView;
  owner?: ReactNode;
  actions?: ReactNode;
  highlighted?: boolean;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <article
      id={`activation-${activation.id}`}
      aria-labelledby={`activation-${activation.id}-title`}
      data-highlighted={highlighted || undefined}
      className={cn(
        "flex scroll-mt-24 flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm transition-shadow",
        highlighted && "border-primary ring-2 ring-primary/40",
        className,
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <Badge variant="secondary">{activation.category || DEFAULT_ACTIVATION_CATEGORY}</Badge>
          <EventBadge event={activation.specificEvent} />
          {highlighted ? <Badge variant="info">Selected idea</Badge> : null}
        </div>
        <FavoriteButton activation={activation} />
      </div>
      <div className="space-y-1.5">
        <h3 id={`activation-${activation.id}-title`} className="leading-snug font-semibold">
          {activation.title}
        </h3>
        {owner ? <div className="text-sm text-muted-foreground">{owner}</div> : null}
        <p className="text-sm leading-relaxed text-muted-foreground">{activation.description}</p>
      </div>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
        <ProviderBadge provider={activation.aiProvider} model={activation.aiModel} />
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </article>
  );
}
