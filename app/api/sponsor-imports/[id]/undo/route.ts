// POST /api/sponsor-imports/{id}/undo — remove the brands the import created that nothing refers
// to yet; answers { removed, kept: [{ id, name, reason }], import }; 409 unless it has finished.
import { route } from "@/lib/server/http/route";
import { undoSponsorImport } from "@/lib/server/imports/undo";
import { idParams } from "@/lib/shared/schemas/common";
import { importUndoAnswerSchema } from "@/lib/shared/schemas/imports";

export const POST = route(
  {
    summary: "Undo an import",
    responses: { 200: importUndoAnswerSchema },
    auth: "user",
    params: idParams,
  },
  async ({ params, user }) => undoSponsorImport(params.id, user),
);
