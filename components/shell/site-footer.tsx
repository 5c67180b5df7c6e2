import Link from "next/link";

const PRODUCT_LINKS = [
  { href: "/research", label: "Research" },
  { href: "/activations", label: "Activations" },
  { href: "/mockups", label: "Mockups" },
  { href: "/reports", label: "Reports" },
];

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-border bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2">
        <div className="space-y-2">
          <p className="font-semibold">Pitchside</p>
          <p className="max-w-sm text-sm text-muted-foreground">
            Finds sponsorship matches for sports events and generates creative brand activation
            ideas.
          </p>
        </div>
        <nav aria-label="Footer" className="sm:justify-self-end">
          <p className="mb-2 text-sm font-semibold">Product</p>
          <ul className="grid grid-cols-2 gap-x-8 gap-y-1 text-sm">
            {PRODUCT_LINKS.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="text-muted-foreground hover:text-foreground hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-border py-4 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} Pitchside. All rights reserved.
      </div>
    </footer>
  );
}
