import Link from "next/link";

/**
 * The product's mark, a link home. The signed-out pages pass `prefetch={false}`: home is the
 * dashboard, which sends a signed-out visitor back to sign in, so fetching it (and the signed-in
 * shell's scripts) ahead would only weigh on the sign-in page's start; signing in fetches it.
 */
export function Logo({ prefetch }: { prefetch?: false }) {
  return (
    <Link
      href="/"
      prefetch={prefetch}
      className="flex items-center gap-2 rounded-md font-semibold tracking-tight"
      aria-label="Pitchside home"
    >
      <svg viewBox="0 0 64 64" className="size-8" aria-hidden="true">
        <rect width="64" height="64" rx="14" className="fill-primary" />
        <path d="M22 50V14h14a11 11 0 0 1 0 22h-7v14z" fill="#fff" />
        <circle cx="44" cy="48" r="5" fill="#c9a227" />
      </svg>
      <span className="text-lg">Pitchside</span>
    </Link>
  );
}
