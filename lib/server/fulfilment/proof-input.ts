import "server-only";
import { AppError, parseInput } from "@/lib/server/http/errors";
import {
  proofFieldsSchema,
  proofKindProblem,
  type ProofFields,
  type ProofMetric,
} from "@/lib/shared/schemas/deliverable";
import { readProofFile, type ProofFile } from "./proof-file";

export type ProofInput = { note: string | null } & (
  | { kind: "photo" | "document"; file: ProofFile }
  | { kind: "link"; url: string }
  | { kind: "figure"; metric: ProofMetric; value: number; source: string }
);

const text = (form: FormData, name: string): string | undefined => {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
};

/** A link or a figure from checked fields, or a 400 naming the field at fault. */
export function textProof(fields: ProofFields, hasFile = false): ProofInput | null {
  const problem = proofKindProblem(fields, hasFile);
  if (problem) {
    throw new AppError("VALIDATION_ERROR", problem.message, {
      details: [{ path: `body.${problem.field}`, message: problem.message }],
    });
  }
  const note = fields.note ?? null;
  if (hasFile) return null;
  if (fields.url !== undefined) return { kind: "link", url: fields.url, note };
  return {
    kind: "figure",
    metric: fields.metric!,
    value: fields.value!,
    source: fields.source!,
    note,
  };
}

/**
 * What a proof form carries: exactly one of a file, a url or a figure. The text fields are
 * checked by the shared schema (400), the file by its bytes (413, 415).
 */
export async function readProofInput(form: FormData): Promise<ProofInput> {
  const file = form.get("file");
  const upload = file instanceof File && file.size > 0 ? file : null;
  const fields = parseInput(
    proofFieldsSchema,
    {
      url: text(form, "url"),
      metric: text(form, "metric"),
      value: text(form, "value"),
      source: text(form, "source"),
      note: text(form, "note"),
    },
    "body",
  );
  const proof = textProof(fields, upload !== null);
  if (proof) return proof;
  const checked = await readProofFile(upload!);
  return { kind: checked.kind, file: checked, note: fields.note ?? null };
}
