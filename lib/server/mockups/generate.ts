import "server-only";
import { setActivationImageIfMissing } from "@/lib/server/activations/mutations";
import { getAiProvider } from "@/lib/server/ai/provider";
import type { Tx } from "@/lib/server/db/client";
import { mockups } from "@/lib/server/db/schema";
import { PermanentJobError, type JobContext } from "@/lib/server/jobs/context";
import { logger } from "@/lib/server/logger";
import { recordEngagement } from "@/lib/server/sponsorships/engagement";
import { storeFile } from "@/lib/server/storage/store";
import { type AiProviderName } from "@/lib/shared/schemas/ai";
import { SCENE_TEMPLATE_MODEL } from "@/lib/shared/ai-vocabulary";
import type { JobPayload } from "@/lib/shared/schemas/jobs";
import { NO_EVENT_BRAND } from "@/lib/shared/job-constants";
import { loadActivationScene, resolveSceneLogo, type ActivationScene } from "./activation-scene";
import { composeMockup } from "./compose";
import { mockupIdeaFor } from "./library";
import { storingFiles } from "./orphans";
import type { LogoSource } from "./logo";
import { SCENES } from "./scenes/registry";

/**
 * mockup job: the activation's scene (an AI image when the provider draws one, else the template
 * that fits the activation) with the resolved logo composited on it, stored as a PNG and a row.
 */

export interface MockupSummary {
  mockupId: number;
  imageUrl: string;
  activationId: number;
  sponsorId: number;
  sceneKey: string;
  sceneSource: "ai" | "template";
  logoSource: LogoSource;
  provider: AiProviderName;
  model: string;
}

interface ComposedImage {
  imageUrl: string;
  sceneSource: "ai" | "template";
  provider: AiProviderName;
  model: string;
  logoSource: LogoSource;
  logoUrl: string | null;
  /** Why an AI scene was not used although the provider draws scenes. */
  sceneFallback: string | null;
}

async function drawScene(
  scene: ActivationScene,
  payload: JobPayload<"mockup">,
  signal?: AbortSignal,
) {
  const template = SCENES[scene.sceneKey];
  try {
    const image = await getAiProvider().generateSceneImage(
      {
        sceneKey: scene.sceneKey,
        sceneTitle: template.title,
        sceneDescription: mockupIdeaFor(scene.sceneKey)?.description ?? template.title,
        activation: scene.activation,
        sponsorName: scene.sponsor.name,
        propertyName: scene.eventBrand?.name ?? "",
        eventName: scene.eventName
          ? `${scene.eventName}${scene.eventLocation ? `, ${scene.eventLocation}` : ""}`
          : null,
        quality: payload.quality,
      },
      { signal },
    );
    return { image, fallback: null };
  } catch (error) {
    if (signal?.aborted) throw error;
    // A template scene is a better outcome for the salesperson than a failed mockup.
    const reason = error instanceof Error ? error.message : String(error);
    logger.warn("AI scene failed; using the template", { sceneKey: scene.sceneKey, reason });
    return { image: null, fallback: reason };
  }
}

async function composeAndStore(
  scene: ActivationScene,
  payload: JobPayload<"mockup">,
  signal?: AbortSignal,
): Promise<ComposedImage> {
  const [{ image, fallback }, logo] = await Promise.all([
    drawScene(scene, payload, signal),
    resolveSceneLogo(scene, payload.logoUrl),
  ]);
  const composed = await composeMockup({
    sceneKey: scene.sceneKey,
    sceneImage: image?.data.bytes,
    logoBytes: logo.bytes,
    logoSize: payload.logoSize,
    brandColor: scene.sponsor.brandColor,
  });
  return {
    imageUrl: await storeFile("mockups", composed.png, "png", "image/png"),
    sceneSource: image ? "ai" : "template",
    provider: image?.provider ?? "offline",
    model: image?.model ?? SCENE_TEMPLATE_MODEL,
    logoSource: logo.source,
    logoUrl: logo.url,
    sceneFallback: fallback,
  };
}

function mockupTexts(scene: ActivationScene): { title: string; description: string } {
  const template = SCENES[scene.sceneKey];
  const idea = mockupIdeaFor(scene.sceneKey);
  const where = scene.eventName
    ? `${scene.eventName}${scene.eventLocation ? ` (${scene.eventLocation})` : ""}`
    : scene.eventBrand?.name;
  const placement = (idea?.description ?? template.title).replace(
    /the sponsor's/g,
    `${scene.sponsor.name}'s`,
  );
  return {
    title: `${template.title}: ${scene.activation.title}`.slice(0, 255),
    description: `${placement} Visualises "${scene.activation.title}"${where ? ` at ${where}` : ""}.`,
  };
}

/** The mockup's row, the activation's picture and the engagement mark, in the job's transaction. */
async function recordMockup(
  tx: Tx,
  scene: ActivationScene,
  eventBrandId: number,
  payload: JobPayload<"mockup">,
  image: ComposedImage,
  userId: number | null,
): Promise<MockupSummary> {
  const [row] = await tx
    .insert(mockups)
    .values({
      sponsorBrandId: scene.sponsor.id,
      eventBrandId,
      specificEventId: scene.specificEventId,
      ...mockupTexts(scene),
      imageUrl: image.imageUrl,
      logoSize: payload.logoSize,
      details: {
        activationId: scene.activation.id,
        sceneKey: scene.sceneKey,
        sceneSource: image.sceneSource,
        sceneFallback: image.sceneFallback,
        logoSource: image.logoSource,
        logoUrl: image.logoUrl,
        quality: payload.quality,
      },
      aiProvider: image.provider,
      aiModel: image.model,
      createdBy: userId,
    })
    .returning({ id: mockups.id });
  await setActivationImageIfMissing(scene.activation.id, image.imageUrl, tx);
  await recordEngagement(scene.sponsor.id, eventBrandId, "hasVisualMockups", tx);
  return {
    mockupId: row!.id,
    imageUrl: image.imageUrl,
    activationId: scene.activation.id,
    sponsorId: scene.sponsor.id,
    sceneKey: scene.sceneKey,
    sceneSource: image.sceneSource,
    logoSource: image.logoSource,
    provider: image.provider,
    model: image.model,
  };
}

export async function generateMockup(
  payload: JobPayload<"mockup">,
  ctx: JobContext,
): Promise<MockupSummary> {
  const scene = await ctx.step("load-activation", () =>
    loadActivationScene(payload.activationId, {
      preferredScene: payload.sceneKey,
      specificEventId: payload.specificEventId,
    }),
  );
  const eventBrandId = scene.eventBrand?.id;
  if (!eventBrandId) throw new PermanentJobError(NO_EVENT_BRAND.mockup);
  await ctx.progress(15);
  // One step: the image is stored, then its row is written with the job's completion; when that
  // fails the stored image is deleted, so a retry (which composes it again) leaves no orphan.
  return ctx.step("compose-and-record", () =>
    storingFiles(async (keep) => {
      const image = await composeAndStore(scene, payload, ctx.signal);
      keep(image.imageUrl);
      await ctx.progress(85);
      return ctx.finish((tx) => recordMockup(tx, scene, eventBrandId, payload, image, ctx.userId));
    }),
  );
}
