import { InvestmentSummary } from "@/components/proposals/investment-summary";
import { MarkdownView } from "@/components/proposals/markdown-view";
import { coverLines, formatLongDate } from "@/lib/shared/proposal-cover";
import type { PublicProposal } from "@/lib/shared/schemas/proposal";

function Logo({ name, url }: { name: string; url: string | null }) {
  if (!url)
    return (
      <span className="flex h-16 items-center text-xl font-semibold tracking-tight">{name}</span>
    );
  // Stored logos are served by the app itself; a plain img keeps the page free of the app's JS.
  // eslint-disable-next-line @next/next/no-img-element
  return <img src={url} alt={`${name} logo`} className="h-16 w-auto max-w-40 object-contain" />;
}

/**
 * The public view of a proposal: cover with both logos, then the visible sections in order.
 * `preview`: a signed-in member of the team is looking, and is told the view is not counted.
 * `embedded`: drawn inside the app's own page (a section, not the page's main landmark).
 */
export function SharedProposalView({
  proposal,
  preview = false,
  embedded = false,
}: {
  proposal: PublicProposal;
  preview?: boolean;
  embedded?: boolean;
}) {
  const Wrapper = embedded ? "section" : "main";
  const cover = proposal.sections.find((section) => section.kind === "cover");
  const rest = proposal.sections.filter((section) => section !== cover);
  return (
    <Wrapper
      className={embedded ? "max-w-3xl" : "mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12"}
      aria-label={embedded ? "Recap" : undefined}
    >
      {preview ? (
        <p
          role="note"
          className="mb-6 rounded-md border bg-muted/40 px-3 py-2 text-sm text-muted-foreground"
          data-testid="share-preview-note"
        >
          Preview: you are signed in to Pitchside, so this view is not counted as the
          sponsor&apos;s.
        </p>
      ) : null}
      <header className="border-b pb-8">
        <div className="flex items-center justify-between gap-4">
          <Logo name={proposal.sponsor.name} url={proposal.sponsor.logoUrl} />
          {proposal.property ? (
            <Logo name={proposal.property.name} url={proposal.property.logoUrl} />
          ) : null}
        </div>
        <h1 className="mt-8 text-3xl font-bold tracking-tight sm:text-4xl">{proposal.title}</h1>
        {coverLines(proposal).map((line, index) => (
          <p
            key={index}
            className={line.strong ? "mt-3 font-medium" : "text-sm text-muted-foreground"}
          >
            {line.text}
          </p>
        ))}
        <p className="mt-2 text-sm text-muted-foreground">
          {formatLongDate(proposal.date)} · {proposal.seller.name}
          {proposal.seller.email ? (
            <>
              {" · "}
              <a className="underline" href={`mailto:${proposal.seller.email}`}>
                {proposal.seller.email}
              </a>
            </>
          ) : null}
        </p>
        {cover?.body.trim() ? <MarkdownView className="mt-6" markdown={cover.body} /> : null}
      </header>
      {rest.map((section, index) => (
        <section key={index} className="border-b py-8 last:border-b-0" aria-label={section.title}>
          <h2 className="text-xl font-semibold text-primary">{section.title}</h2>
          <MarkdownView className="mt-3" markdown={section.body} />
          {section.kind === "investment" && proposal.investment ? (
            <InvestmentSummary className="mt-4" investment={proposal.investment} />
          ) : null}
          {section.ideas.length ? (
            <ul className="mt-4 grid gap-3">
              {section.ideas.map((idea) => (
                <li key={idea.id} className="rounded-lg border p-4">
                  <h3 className="font-medium">{idea.title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{idea.description}</p>
                </li>
              ))}
            </ul>
          ) : null}
          {section.mockups.length ? (
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              {section.mockups.map((mockup) => (
                <figure key={mockup.id} className="overflow-hidden rounded-lg border">
                  {/* eslint-disable-next-line @next/next/no-img-element -- stored mockups, any size */}
                  <img
                    src={mockup.imageUrl}
                    alt={mockup.title}
                    loading="lazy"
                    className="aspect-video w-full object-cover"
                  />
                  <figcaption className="p-2 text-xs text-muted-foreground">
                    {mockup.title}
                  </figcaption>
                </figure>
              ))}
            </div>
          ) : null}
        </section>
      ))}
    </Wrapper>
  );
}
