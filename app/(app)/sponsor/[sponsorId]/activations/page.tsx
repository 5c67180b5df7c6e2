import { redirect } from "next/navigation";

/** /sponsor/{id}/activations, linked from the interactions page: the detail page's Activations tab. */
export default async function SponsorActivationsAliasPage({
  params,
}: PageProps<"/sponsor/[sponsorId]/activations">) {
  const { sponsorId } = await params;
  redirect(`/sponsor-brands/detail/${encodeURIComponent(sponsorId)}?tab=activations`);
}
