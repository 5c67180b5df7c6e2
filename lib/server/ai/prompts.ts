import { ACTIVATION_CATEGORIES } from "@/lib/shared/ai-vocabulary";
import { eventLine, matchBlock, peersBlock, propertyBlock, sponsorBlock } from "./grounding";
import type {
  ActivationInput,
  NewsInput,
  ProposalSummaryInput,
  RecommendationInput,
  ResearchInput,
  SceneInput,
} from "./types";

/** The prompts of the OpenAI provider: one system prompt, one user prompt per task. */

export interface Prompt {
  system: string;
  user: string;
}

const SYSTEM = [
  "You are a senior sponsorship strategist working for a sports rights-holder (the property).",
  "You write for the property's sales team, who use your answer to prepare and run a pitch to a potential sponsor.",
  "Ground every statement in the facts provided: the sponsor's catalogue profile, the property's profile and calendar, and the match engine's verdict and reasons.",
  "You may add widely known public information about the sponsor, but never invent figures, deals, people or quotes; when something needs checking, say what to verify.",
  "Amounts are in US dollars. Write plain, specific, confident sales English: no hype, no filler, no markdown.",
  "Answer with JSON that follows the given schema exactly.",
].join(" ");

export function researchPrompt(input: ResearchInput): Prompt {
  const user = [
    sponsorBlock(input.sponsor),
    propertyBlock(input.property, input.now),
    matchBlock(input.match),
    peersBlock(input.peers),
    "",
    `TASK: Deep research on ${input.sponsor.name} as a prospect for ${input.property.eventBrand.name}.`,
    "- overview: 3-5 sentences: who they are, how they use sport, and why they are (or are not) a fit for this property.",
    "- targetAudience (2-5 items), brandValues (3-6 single words or short phrases), currentMarketingFocus (2-5 items).",
    "- growthTrajectory: status growing, stable or other, with details that cite what the status rests on.",
    "- strategicInitiatives (2-4) and activationIdeas (2-4): title plus a 1-2 sentence description each; ideas must name this property or its events.",
    "- riskAssessment (2-5) and considerations (2-5): what could block or shrink a deal; strengths (2-5): what to lead the pitch with. Use the engine's reasons.",
    "- competitiveSponsorship: summary plus competitors: the closest rivals given, in that order, with their sponsorships (add others only if certain). Count who sponsors the property's sport from every brand listed, not only the closest.",
    "- optimalTimingToApproach: a concrete time window (months) and the rationale, from the calendar and typical lead times for a deal of this budget.",
    "- predictedBudgetRange: whole US dollars a year this sponsor could spend on this property, consistent with its budget band; max null only if open-ended; currency USD.",
  ].join("\n");
  return { system: SYSTEM, user };
}

export function activationsPrompt(input: ActivationInput): Prompt {
  const event = input.property.event;
  const categories = input.categories?.length
    ? input.categories.join(", ")
    : ACTIVATION_CATEGORIES.join(", ");
  const user = [
    sponsorBlock(input.sponsor),
    propertyBlock(input.property, input.now),
    matchBlock(input.match),
    "",
    `TASK: ${input.count} activation idea(s) for ${input.sponsor.name} at ${event ? eventLine(event) : input.property.eventBrand.name}.`,
    event
      ? `- Every idea is staged at ${event.name}: name it, its venue or host city${event.locationName ? ` (${event.locationName})` : ""} and its dates where useful; do not place ideas at any other event of ${input.property.eventBrand.name}.`
      : "- Each idea is concrete and specific to this property: name an event, a place on site or a moment (for example 'Rolex Clock Tower at the 18th green of LIV Golf Adelaide').",
    "- Tie each idea to the sponsor's products, customers or brand values and say what the sponsor gets from it.",
    `- category: one of ${categories}. Vary the categories when giving several ideas.`,
    "- title up to 12 words; description 2-4 sentences.",
    input.existingTitles.length > 0
      ? `- Do not repeat these existing ideas: ${input.existingTitles.slice(0, 30).join("; ")}`
      : null,
    `- Return exactly ${input.count} idea(s) in "ideas".`,
  ]
    .filter(Boolean)
    .join("\n");
  return { system: SYSTEM, user };
}

export function recommendationsPrompt(input: RecommendationInput): Prompt {
  const event = input.property.event;
  const candidates = input.candidates.map((candidate, index) =>
    [
      `CANDIDATE ${index + 1} (id ${candidate.sponsor.id}, recommended level: ${candidate.recommendedSponsorshipSize})`,
      sponsorBlock(candidate.sponsor),
      matchBlock(candidate.match),
    ].join("\n"),
  );
  const user = [
    propertyBlock(input.property, input.now),
    "",
    ...candidates,
    "",
    `TASK: For each candidate, write the texts a salesperson needs to pitch it for ${event ? eventLine(event) : input.property.eventBrand.name}.`,
    "- id: the candidate's id, unchanged. Give every candidate exactly once, in the order given.",
    "- overview: 2-3 sentences on the company and why it fits this event.",
    "- audienceAlignment: 1-2 sentences on how its customers overlap with the event's audience.",
    "- localRelevance: 1-2 sentences on its presence in the host country and region.",
    "- eventSpecificBenefits: 2-4 concrete benefits of sponsoring this event (hospitality, content, on-site presence, local market).",
  ].join("\n");
  return { system: SYSTEM, user };
}

/** An image prompt: the scene, with a blank panel left where the logo will be composited. */
export function scenePrompt(input: SceneInput): string {
  const where = input.eventName ? `${input.eventName} (${input.propertyName})` : input.propertyName;
  return [
    `Photorealistic editorial photograph at ${where}, a professional golf tournament.`,
    `Scene: ${input.sceneDescription}`,
    `It illustrates the sponsor activation "${input.activation.title}" (${input.activation.category}).`,
    "Leave the marked branding surface completely blank and plain, facing the camera: no text, letters, numbers, logos or brand names anywhere in the image.",
    "Natural light, shallow depth of field, premium sports-marketing look, landscape 3:2.",
  ].join(" ");
}

export function newsPrompt(input: NewsInput): Prompt {
  const deals = input.company.profile?.sportsSponsorships.map((deal) => deal.property) ?? [];
  const user = [
    `COMPANY: ${input.company.name}${input.company.industry ? ` (${input.company.industry})` : ""}`,
    `- Known sports sponsorships: ${deals.length > 0 ? deals.join("; ") : "none known"}`,
    `NEWS: ${input.headline}${input.publishedAt ? ` (${input.publishedAt.slice(0, 10)})` : ""}`,
    input.summary ? `- Summary: ${input.summary}` : null,
    "",
    "TASK: sponsorshipImplications: 2-3 sentences on what this news means for a rights-holder pitching this company (budget, timing, themes to use). recentDeals: one sentence on its recent sponsorship deals, from the facts given; say 'No recent deals on file' if none.",
  ]
    .filter(Boolean)
    .join("\n");
  return { system: SYSTEM, user };
}

export function proposalSummaryPrompt(input: ProposalSummaryInput): Prompt {
  const user = [
    `SPONSOR: ${input.sponsorName}`,
    `PROPERTY: ${input.contextName}`,
    `PACKAGE TIER: ${input.tier}`,
    `WHAT BOTH SIDES SHARE:\n${input.fit.map((f) => `- ${f}`).join("\n") || "- (nothing recorded)"}`,
    `SPONSOR PRIORITIES: ${input.priorities.join("; ") || "(unknown)"}`,
    `ACTIVATION IDEAS: ${input.ideaCount} (set out in their own section)`,
    `INVESTMENT: ${input.investment ?? "(to be agreed)"}`,
    `DRAFT: ${input.draft}`,
    "",
    `TASK: Write the executive summary of a sponsorship proposal from ${input.propertyName} to ${input.sponsorName}. The sponsor reads it: it leaves the property with the proposal.`,
    "- summary: 3-5 sentences of plain text: the opportunity, why it fits the sponsor (use what both sides share), the package tier and, when given, the investment. Use only the facts above.",
    "- Never mention scores, percentages of fit, matching, research, sources, tools, the sponsor's budget, or advice to the sales team; do not name the activation ideas.",
  ].join("\n");
  return { system: SYSTEM, user };
}
