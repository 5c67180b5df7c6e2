/**
 * The address of the import wizard (/sponsor-brands/import): `?id=` (the import being worked on)
 * and `?step=` (`map` or `review` while it has not been started). The page and the wizard read
 * them through these parsers, so a reload or a shared link resumes the same import at the same
 * step.
 */
import { parseAsStringLiteral } from "nuqs/server";
import { parseAsId } from "./list-params";

export const IMPORT_WIZARD_STEPS = ["map", "review"] as const;
export type ImportWizardStep = (typeof IMPORT_WIZARD_STEPS)[number];

export const importWizardParams = {
  id: parseAsId,
  step: parseAsStringLiteral(IMPORT_WIZARD_STEPS),
};
