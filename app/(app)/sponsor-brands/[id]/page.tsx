import { redirect } from "next/navigation";

/** /sponsor-brands/{id} (a link some screens use) is the sponsor detail page. */
export default async function SponsorBrandRedirect({
  params,
  searchParams,
}: PageProps<"/sponsor-brands/[id]">) {
  const { id } = await params;
  const query = new URLSearchParams(
    Object.entries(await searchParams).flatMap(([k, v]) =>
      v === undefined ? [] : [[k, String(v)]],
    ),
  );
  redirect(`/sponsor-brands/detail/${encodeURIComponent(id)}${query.size ? `?${query}` : ""}`);
}
