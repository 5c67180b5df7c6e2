import { Cpu, Sparkles } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { SCENE_TEMPLATE_MODEL } from "@/lib/shared/ai-vocabulary";

/**
 * Who made a result: "Offline analysis" for the offline provider ("Template scene" for a mockup
 * drawn on one of Pitchside's own scenes), else the provider and model.
 */
function providerLabel(provider: string | null, model: string | null): string {
  if (!provider) return "Unknown source";
  if (model === SCENE_TEMPLATE_MODEL) return "Template scene";
  if (provider === "offline") return "Offline analysis";
  const name = provider === "openai" ? "OpenAI" : provider;
  return model ? `${name} · ${model}` : name;
}

export function ProviderBadge({
  provider,
  model,
  className,
}: {
  provider: string | null;
  model: string | null;
  className?: string;
}) {
  const offline = provider === "offline";
  return (
    <Badge
      variant="outline"
      className={cn("font-normal text-muted-foreground", className)}
      title={model ? `Model: ${model}` : undefined}
    >
      {offline ? <Cpu aria-hidden /> : <Sparkles aria-hidden />}
      {providerLabel(provider, model)}
    </Badge>
  );
}
