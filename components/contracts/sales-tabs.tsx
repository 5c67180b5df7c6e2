import Link from "next/link";
import { buttonClass } from "@/components/ui/lean";

const TABS = [
  { href: "/contracts", label: "Contracts" },
  { href: "/fulfilment", label: "Fulfilment" },
  { href: "/renewals", label: "Renewals" },
] as const;

export type SalesTab = (typeof TABS)[number]["href"];

/**
 * The pages after the signature, one entry in the main navigation ("Contracts"): the property's
 * contracts, what they must deliver, and the renewals coming up. Plain links, drawn on the server.
 */
export function SalesTabs({ current, eventBrandId }: { current: SalesTab; eventBrandId: number }) {
  return (
    <nav aria-label="Contracts sections" className="mb-6 flex flex-wrap gap-2">
      {TABS.map((tab) => (
        <Link
          key={tab.href}
          href={`${tab.href}?eventBrandId=${eventBrandId}`}
          aria-current={tab.href === current ? "page" : undefined}
          className={buttonClass(tab.href === current ? "default" : "outline")}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
