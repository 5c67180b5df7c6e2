import { redirect } from "next/navigation";

/** /sponsor-detail/{id} (a link some screens use) is the sponsor detail page. */
export default async function SponsorDetailRedirect({
  params,
  searchParams,
}: PageProps<"/sponsor-detail/[id]">) {
  const { id } = await params;
  const query = new URLSearchParams(
    Object.entries(await searchParams).flatMap(([k, v]) =>
      v === undefined ? [] : [[k, String(v)]],
    ),
  );
  redirect(`/sponsor-brands/detail/${encodeURIComponent(id)}${query.size ? `?${query}` : ""}`);
}
