import type { HelpContext } from "@/lib/shared/schemas/help";

interface HelpEntry {
  title: string;
  body: string;
  tips: string[];
}

/** The curated help texts, one entry per context. */
export const HELP_LIBRARY: Record<HelpContext, HelpEntry> = {
  deals: {
    title: "Current sponsors and deals",
    body: "Current Sponsors lists the property's deals: who sponsors it, at which level, for how much and for how long. Every deal moves through the pipeline stages, from prospect to signed.",
    tips: [
      "Add a deal when a sponsor commits; its value and dates feed the pipeline report.",
      "Change a deal's stage as the conversation moves on.",
      "Sample deals are labelled as such and cannot be edited.",
    ],
  },
  insights: {
    title: "Industry insights",
    body: "Industry Insights shows how sponsorship spending moves per industry for the selected property: how many sponsors, the average deal, growth over the years and the largest recent deals.",
    tips: [
      "Pick an industry to see its trend and its top sponsors.",
      "Use the growth figures to choose which industries to prospect first.",
    ],
  },
  schedule: {
    title: "The event schedule",
    body: "The schedule lists the property's events by year, with venue and dates. Each event can be a context of its own: sponsors are matched to it and research is done for it.",
    tips: [
      "Open an event to see its sponsors, potential sponsors and activations.",
      "Provisional dates are marked until they are confirmed.",
    ],
  },
  admin: {
    title: "Administration",
    body: "The admin pages watch the background jobs, start AI tasks and schedule imports, manage the team, and show the outgoing email and the audit log. Only admins see them.",
    tips: [
      "Research Progress shows every running job with its progress; cancel one that is stuck.",
      "The demo pages under Admin → Demos show the app's loading and error components.",
    ],
  },
  dashboard: {
    title: "Your dashboard",
    body: "The dashboard summarises the property you are working on: your strongest sponsor matches, the brands on your watchlist and their news, your favourite activation ideas and how far each pitch has come.",
    tips: [
      "Switch the property you are working on from the context switcher in the header.",
      "Top Sponsor Matches lists brands scoring over 85% for the selected property.",
      "Engagement counters come from the progress of each sponsor you are pitching.",
    ],
  },
  sponsor: {
    title: "Sponsor brands and match scores",
    body: "Each sponsor brand has a match percentage for the selected property or event. It combines audience overlap, commercial fit (budget against the property's tier, shared markets, appetite for sport) and shared brand values, and lists the reasons that moved it most.",
    tips: [
      "Open a sponsor to see the sub-scores and the reasons behind its match.",
      "Follow a brand to add it to your watchlist and receive its news.",
      "Run deep research before a first meeting: it gathers strategy, budget and timing in one place.",
    ],
  },
  activation: {
    title: "Activation ideas",
    body: "Activation ideas are concrete ways a sponsor can bring a partnership to life at your events: hospitality, fan experiences, content, on-course branding. They are generated for a sponsor in the context of your property.",
    tips: [
      "Generate 1, 3 or 5 ideas at a time; each generation adds to the list.",
      "Star the ideas you like: favourites appear on your dashboard.",
      "Turn a favourite into a visual mockup from the Visuals tab.",
    ],
  },
  mockup: {
    title: "Visual mockups",
    body: "Mockups show the sponsor's logo in a real setting of your event, such as tee-box signage, a pin flag or a hospitality suite, so a prospect can picture the partnership.",
    tips: [
      "Upload a custom logo for the best result; otherwise the sponsor's own logo is used.",
      "Generate variations to see the same idea from other angles and settings.",
    ],
  },
  proposal: {
    title: "Proposals",
    body: "A proposal gathers the match analysis, research, activation ideas and mockups for one sponsor into the pitch you send them.",
    tips: [
      "Complete research, match analysis, activations and mockups first: the engagement tracker shows what is missing.",
    ],
  },
  event: {
    title: "Event brands and specific events",
    body: "An event brand is a property such as a league or series; specific events are its individual editions with dates and venues. Sponsors can be matched to the whole property or to one event, which adds its location and local market.",
    tips: [
      "Use Select Brand on a property's page to work inside it.",
      "Open an event and choose Find Sponsors to match against that event's market.",
    ],
  },
  general: {
    title: "Getting around Pitchside",
    body: "Pitchside helps your sales team find, research and pitch sponsors for your events. Work inside one property at a time, browse sponsors ranked by match, research the best ones and track every pitch.",
    tips: [
      "Turn on help mode, then click any part of a page marked for help to learn what it does.",
      "Press Escape to leave help mode.",
    ],
  },
};
