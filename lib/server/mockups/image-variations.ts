import "server-only";
import { setActivationImageIfMissing } from "@/lib/server/activations/mutations";
import { eq } from "drizzle-orm";
import type { Tx } from "@/lib/server/db/client";
import { activationImages } from "@/lib/server/db/schema";
import type { JobContext } from "@/lib/server/jobs/context";
import { storeFile } from "@/lib/server/storage/store";
import { SCENE_TEMPLATE_MODEL } from "@/lib/shared/ai-vocabulary";
import type { JobPayload } from "@/lib/shared/schemas/jobs";
import { loadActivationScene, resolveSceneLogo, type ActivationScene } from "./activation-scene";
import { composeMockup } from "./compose";
import { storingFiles } from "./orphans";
import { SCENES } from "./scenes/registry";
import { planVariations, type VariationPlan } from "./variations";

/**
 * image-variations job: the activation composed on its scene and on others, at different angles
 * (crops) and settings (light), stored as `activation_images`; the first is featured. They are
 * composed from Pitchside's scene templates, and labelled so.
 */

export interface ImageVariationsSummary {
  activationId: number;
  imageIds: number[];
  imageUrls: string[];
  featuredImageId: number | null;
}

interface StoredVariation {
  imageUrl: string;
  caption: string;
  angle: string;
  setting: string;
  sceneKey: string;
}

function variationCaption(scene: ActivationScene, plan: VariationPlan): string {
  return `${scene.activation.title}: ${SCENES[plan.sceneKey].title.toLowerCase()}, ${plan.angle.toLowerCase()}, ${plan.setting.toLowerCase()}`;
}

async function composeVariation(
  scene: ActivationScene,
  plan: VariationPlan,
): Promise<StoredVariation> {
  const logo = await resolveSceneLogo(scene);
  const composed = await composeMockup({
    sceneKey: plan.sceneKey,
    logoBytes: logo.bytes,
    brandColor: scene.sponsor.brandColor,
    tone: plan.tone,
    framing: plan.framing,
  });
  return {
    imageUrl: await storeFile("activation-images", composed.png, "png", "image/png"),
    caption: variationCaption(scene, plan),
    angle: plan.angle,
    setting: plan.setting,
    sceneKey: plan.sceneKey,
  };
}

export async function generateImageVariations(
  payload: JobPayload<"image-variations">,
  ctx: JobContext,
): Promise<ImageVariationsSummary> {
  const scene = await ctx.step("load-activation", () => loadActivationScene(payload.activationId));
  await ctx.progress(10);
  const plans = planVariations({
    primaryScene: scene.sceneKey,
    count: payload.count,
    angles: payload.angles,
    settings: payload.settings,
  });
  // One step: the images are stored, then their rows are written with the job's completion; when
  // anything fails the images stored so far are deleted, so a retry leaves no orphans.
  return ctx.step("compose-and-record", () =>
    storingFiles(async (keep) => {
      const stored: StoredVariation[] = [];
      for (const [i, plan] of plans.entries()) {
        const variation = await composeVariation(scene, plan);
        keep(variation.imageUrl);
        stored.push(variation);
        await ctx.progress(10 + Math.round((80 * (i + 1)) / plans.length));
      }
      return ctx.finish((tx) => recordVariations(tx, scene.activation.id, stored));
    }),
  );
}

/** The variations' rows (the first becomes the featured image), in the job's transaction. */
async function recordVariations(
  tx: Tx,
  activationId: number,
  stored: readonly StoredVariation[],
): Promise<ImageVariationsSummary> {
  // This batch's first image becomes the featured one.
  await tx
    .update(activationImages)
    .set({ isFeatured: false })
    .where(eq(activationImages.activationId, activationId));
  const rows = await tx
    .insert(activationImages)
    .values(
      stored.map((image, i) => ({
        activationId,
        imageUrl: image.imageUrl,
        caption: image.caption,
        angle: image.angle.slice(0, 100),
        setting: image.setting.slice(0, 100),
        isFeatured: i === 0,
        aiProvider: "offline",
        aiModel: SCENE_TEMPLATE_MODEL,
      })),
    )
    .returning({ id: activationImages.id });
  if (stored[0]) await setActivationImageIfMissing(activationId, stored[0].imageUrl, tx);
  const imageIds = rows.map((row) => row.id);
  return {
    activationId,
    imageIds,
    imageUrls: stored.map((image) => image.imageUrl),
    featuredImageId: imageIds[0] ?? null,
  };
}
