import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/lib/server/db/client";
import { activations } from "@/lib/server/db/schema";
import { notFound } from "@/lib/server/http/errors";
import type { ActivationView } from "@/lib/shared/schemas/creative";
import { ACTIVATION_IDEA_NOT_FOUND, getActivationView } from "./queries";

/** Star or unstar an idea. */
export async function setActivationFavorite(
  id: number,
  isFavorite: boolean,
): Promise<ActivationView> {
  const [row] = await getDb()
    .update(activations)
    .set({ isFavorite })
    .where(eq(activations.id, id))
    .returning({ id: activations.id });
  if (!row) throw notFound(ACTIVATION_IDEA_NOT_FOUND);
  return getActivationView(row.id);
}

/** Give the activation a picture when it has none yet (in the job's transaction when given). */
export async function setActivationImageIfMissing(
  activationId: number,
  imageUrl: string,
  db: Db | Tx = getDb(),
): Promise<void> {
  await db
    .update(activations)
    .set({ imageUrl })
    .where(and(eq(activations.id, activationId), isNull(activations.imageUrl)));
}
