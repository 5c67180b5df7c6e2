// GET /api/recap-exports/{id}/download — a recap's exported file, as an attachment.
import { route } from "@/lib/server/http/route";
import { downloadExport } from "@/lib/server/proposals/export/queries";
import { idParams } from "@/lib/shared/schemas/common";

export const GET = route(
  {
    auth: "user",
    params: idParams,
    summary: "Download an exported recap file (PDF or PowerPoint)",
    responses: { 200: null },
  },
  async ({ params }) => downloadExport(params.id, "recap"),
);
