import { redirect } from "next/navigation";

/** /sponsor/{id}, linked from the interactions page, is the sponsor's detail page. */
export default async function SponsorAliasPage({ params }: PageProps<"/sponsor/[sponsorId]">) {
  const { sponsorId } = await params;
  redirect(`/sponsor-brands/detail/${encodeURIComponent(sponsorId)}`);
}
