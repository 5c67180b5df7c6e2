import "server-only";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { ActingUser } from "@/lib/server/auth/actor";
import { getDb } from "@/lib/server/db/client";
import { contracts } from "@/lib/server/db/schema";
import { AppError, notFound } from "@/lib/server/http/errors";
import { clientFileName } from "@/lib/server/http/input-text";
import { logger } from "@/lib/server/logger";
import { getStorage } from "@/lib/server/storage/store";
import {
  CONTRACT_LIMITS,
  CONTRACT_MESSAGES,
  type ContractView,
} from "@/lib/shared/schemas/contract";
import { isPdf } from "@/lib/server/storage/pdf";
import { editableContract } from "./access";
import { getContract, getContractRowOrThrow } from "./queries";

/** The whole multipart request: the PDF plus the form's own overhead. */
export const MAX_DOCUMENT_REQUEST_BYTES = CONTRACT_LIMITS.documentBytes + 64 * 1024;

/**
 * POST /api/contracts/{id}/document: the signed contract (multipart field `file`), a PDF by its
 * bytes (415 otherwise), at most 20 MB (413). It replaces the previous document, which is then
 * removed from the file store; nothing is stored when the file is refused.
 */
export async function uploadContractDocument(
  id: number,
  form: FormData,
  user: ActingUser,
): Promise<ContractView> {
  await getDb().transaction((tx) => editableContract(tx, id, user));
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0)
    throw new AppError("NO_FILE", CONTRACT_MESSAGES.documentMissing, {
      details: { field: "file" },
    });
  if (file.size > CONTRACT_LIMITS.documentBytes)
    throw new AppError("FILE_TOO_LARGE", CONTRACT_MESSAGES.documentTooLarge, {
      details: { field: "file", maxBytes: CONTRACT_LIMITS.documentBytes },
    });
  const bytes = Buffer.from(await file.arrayBuffer());
  if (!isPdf(bytes))
    throw new AppError("INVALID_FILE_TYPE", CONTRACT_MESSAGES.documentType, {
      details: { field: "file" },
    });
  const fileName = clientFileName(file.name, "contract.pdf");
  const key = `contracts/${id}/${randomBytes(16).toString("base64url")}.pdf`;
  await getStorage().put(key, bytes, "application/pdf");
  const previous = await getDb().transaction(async (tx) => {
    const current = await editableContract(tx, id, user);
    await tx
      .update(contracts)
      .set({
        documentKey: key,
        documentName: fileName,
        documentSize: bytes.length,
        documentUploadedAt: new Date(),
      })
      .where(eq(contracts.id, id));
    return current.documentKey;
  });
  if (previous) {
    await getStorage()
      .delete(previous)
      .catch((error: unknown) =>
        logger.warn("contract document: the replaced file was not removed", {
          key: previous,
          error,
        }),
      );
  }
  return getContract(id, user);
}

/** GET /api/contracts/{id}/document: the signed PDF, as an attachment. */
export async function downloadContractDocument(id: number): Promise<Response> {
  const { contract } = await getContractRowOrThrow(id);
  if (!contract.documentKey) throw notFound(CONTRACT_MESSAGES.noDocument);
  const stored = await getStorage().get(contract.documentKey);
  if (!stored) throw notFound(CONTRACT_MESSAGES.noDocument);
  const fileName = contract.documentName ?? "contract.pdf";
  return new Response(Buffer.from(stored.bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(stored.bytes.byteLength),
      "Content-Disposition": `attachment; filename="${fileName.replace(/["\\\u0080-\uffff]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
