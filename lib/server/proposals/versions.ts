import "server-only";
import { eq } from "drizzle-orm";
import type { Tx } from "@/lib/server/db/client";
import { proposalVersions, sponsorProposals } from "@/lib/server/db/schema";
import { markdownToPlainText } from "@/lib/shared/markdown";
import type { ProposalInternal, ProposalSection } from "@/lib/shared/schemas/proposal";

/**
 * The searchable text of a proposal: the visible sections' titles and bodies as plain text (the
 * `content` column).
 */
export function proposalContent(sections: readonly ProposalSection[]): string {
  return sections
    .filter((section) => !section.hidden)
    .map((section) => `${section.title}\n${markdownToPlainText(section.body)}`)
    .join("\n\n");
}

export interface VersionInput {
  title: string;
  sections: ProposalSection[];
  note: string;
  userId: number | null;
  /** Other columns saved with this version (recipient, tier, the seller-only notes). */
  extra?: Partial<{
    contactId: number | null;
    tier: string;
    internal: ProposalInternal;
  }>;
}

/**
 * Save the proposal's new state as its next version, in the caller's transaction: the row is
 * locked first, so two saves at once get numbers one after the other. Answers the new number.
 */
export async function writeProposalVersion(
  tx: Tx,
  proposalId: number,
  input: VersionInput,
): Promise<number> {
  const [locked] = await tx
    .select({ version: sponsorProposals.version })
    .from(sponsorProposals)
    .where(eq(sponsorProposals.id, proposalId))
    .for("update");
  if (!locked) throw new Error(`Proposal ${proposalId} vanished while saving`);
  const version = locked.version + 1;
  await tx.insert(proposalVersions).values({
    proposalId,
    version,
    title: input.title,
    sections: input.sections,
    note: input.note.slice(0, 200),
    createdBy: input.userId,
  });
  await tx
    .update(sponsorProposals)
    .set({
      ...input.extra,
      title: input.title,
      sections: input.sections,
      content: proposalContent(input.sections),
      version,
    })
    .where(eq(sponsorProposals.id, proposalId));
  return version;
}
