import "server-only";
import { asc, desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { activationImages, activations } from "@/lib/server/db/schema";
import { notFound } from "@/lib/server/http/errors";

export interface ActivationImageView {
  id: number;
  activationId: number;
  imageUrl: string;
  caption: string | null;
  angle: string | null;
  setting: string | null;
  isFeatured: boolean;
  aiProvider: string | null;
  createdAt: string;
}

/** The images of an activation idea (image variations), the featured one first. */
export async function listActivationImages(activationId: number): Promise<ActivationImageView[]> {
  const db = getDb();
  const [activation] = await db
    .select({ id: activations.id })
    .from(activations)
    .where(eq(activations.id, activationId));
  if (!activation) throw notFound("Activation idea not found");
  const rows = await db
    .select()
    .from(activationImages)
    .where(eq(activationImages.activationId, activationId))
    .orderBy(desc(activationImages.isFeatured), asc(activationImages.id));
  return rows.map((row) => ({
    id: row.id,
    activationId: row.activationId,
    imageUrl: row.imageUrl,
    caption: row.caption,
    angle: row.angle,
    setting: row.setting,
    isFeatured: row.isFeatured,
    aiProvider: row.aiProvider,
    createdAt: row.createdAt.toISOString(),
  }));
}
