import { BarChart3, Handshake, Search, Target } from "lucide-react";
import Link from "next/link";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { EventBrand } from "@/lib/shared/schemas/event-brand";

/** Where to go next for this property: discovery (two ways in), current sponsors, insights. */
export function BrandLinkCards({ brand }: { brand: EventBrand }) {
  const cards = [
    {
      href: `/sponsor-discovery?eventBrandId=${brand.id}`,
      icon: Search,
      title: "Discover Sponsors",
      text: `Brands ranked by how well they fit ${brand.name}.`,
    },
    {
      href: `/sponsor-discovery?eventBrandId=${brand.id}`,
      icon: Target,
      title: "Match Analysis",
      text: "Audience, commercial and brand-value fit, with the reasons behind each score.",
    },
    {
      href: `/current-sponsors?eventBrandId=${brand.id}`,
      icon: Handshake,
      title: "Current Sponsors",
      text: "Active, pending and expired deals of this property.",
    },
    {
      href: `/industry-insights?eventBrandId=${brand.id}`,
      icon: BarChart3,
      title: "Industry Insights",
      text: "Sponsorship trends by industry, from recorded deals.",
    },
  ];
  return (
    <nav aria-label={`${brand.name} tools`}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <li key={card.title}>
            <Link
              href={card.href}
              className="group block h-full rounded-xl focus-visible:outline-none"
            >
              <Card className="h-full transition-colors group-hover:border-primary group-focus-visible:ring-2 group-focus-visible:ring-ring">
                <CardHeader>
                  <card.icon className="size-6 text-primary" aria-hidden />
                  <CardTitle as="h2" className="text-base">
                    {card.title}
                  </CardTitle>
                  <CardDescription>{card.text}</CardDescription>
                </CardHeader>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
