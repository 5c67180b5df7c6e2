import { CalendarCheck, Palette, Sparkles } from "lucide-react";

const FEATURES = [
  {
    icon: Sparkles,
    title: "AI-powered research",
    text: "Match sponsors to your properties with explainable scores, then research each brand's strategy, budget and timing in one click.",
  },
  {
    icon: CalendarCheck,
    title: "Event management",
    text: "Track your events, sponsors and partnerships in one place, from the first pitch to the signed deal.",
  },
  {
    icon: Palette,
    title: "Creative mockups and activation ideas",
    text: "Generate activation ideas and visual mockups with the sponsor's logo that make your pitch impossible to ignore.",
  },
];

/** The marketing side of /auth: WHERE BRANDS BELONG. */
export function MarketingPanel() {
  return (
    <aside className="hidden flex-col justify-center bg-primary px-12 py-16 text-primary-foreground lg:flex">
      <p className="text-sm font-semibold tracking-[0.3em] opacity-90">PITCHSIDE</p>
      <h2 className="mt-4 text-5xl font-bold tracking-tight">WHERE BRANDS BELONG</h2>
      <p className="mt-4 max-w-lg text-lg opacity-90">
        The sponsorship-matching platform for sports rights-holders.
      </p>
      <ul className="mt-12 space-y-8">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-foreground/15">
              <feature.icon className="size-5" aria-hidden />
            </span>
            <div>
              <h3 className="font-semibold">{feature.title}</h3>
              <p className="mt-1 max-w-md text-sm opacity-90">{feature.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
