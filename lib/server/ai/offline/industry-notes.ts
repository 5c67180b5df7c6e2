import type { Industry } from "@/lib/shared/profile";

/**
 * What is typical of each industry's sponsorship buying: the products an activation can feature,
 * common strategic priorities and marketing themes, and the usual obstacle to a deal. These are
 * industry-level patterns, not facts about one company, and the offline texts say so.
 */
export interface IndustryNote {
  /** Plural noun phrase for the products: "timepieces", "cars". */
  product: string;
  priorities: readonly [string, string];
  focus: readonly [string, string];
  risk: string;
}

export const INDUSTRY_NOTES: Record<Industry, IndustryNote> = {
  Automotive: {
    product: "latest models",
    priorities: ["Electrified line-up launches", "Premium and performance positioning"],
    focus: ["Test drives and product experiences", "Hospitality for dealers and fleet buyers"],
    risk: "Launch calendars and dealer co-funding decide budgets; a model launch outside the event window weakens the case.",
  },
  "Banking & Financial Services": {
    product: "cards and banking services",
    priorities: ["Winning affluent and business clients", "Digital banking adoption"],
    focus: ["Client hospitality and relationship events", "Cardholder perks and payments"],
    risk: "Compliance reviews and reputational screening lengthen approval; expect several sign-off rounds.",
  },
  Insurance: {
    product: "cover and services",
    priorities: ["Brand trust and awareness", "Growth in wealth and commercial lines"],
    focus: ["Broker and client hospitality", "Community and safety themes"],
    risk: "Sponsorship competes with broadcast advertising for awareness budgets; show reach as well as hospitality.",
  },
  "Wealth & Asset Management": {
    product: "investment services",
    priorities: ["Acquiring high-net-worth clients", "Thought leadership"],
    focus: ["Private client hospitality", "Investor briefings and content"],
    risk: "Buyers want measurable client-acquisition value; audience wealth data is needed early.",
  },
  "Technology & Software": {
    product: "technology",
    priorities: ["Showcasing AI and data products", "Enterprise customer acquisition"],
    focus: [
      "Data-driven fan and broadcast features",
      "Executive hospitality for enterprise buyers",
    ],
    risk: "Technology partners expect a real integration (data, operations), which needs access and delivery time.",
  },
  Telecommunications: {
    product: "connectivity and devices",
    priorities: ["5G and network quality", "Customer loyalty in home markets"],
    focus: ["Connected venue experiences", "Subscriber rewards and ticket offers"],
    risk: "Telecoms buy country by country; a deal usually needs events in the operator's own markets.",
  },
  "Consumer Electronics": {
    product: "devices",
    priorities: ["Flagship product launches", "Premium ecosystem growth"],
    focus: ["Creator and camera-led content", "Product demonstrations at venues"],
    risk: "Budgets follow launch cycles and can move late; anchor the proposal on a launch date.",
  },
  "Luxury & Watches": {
    product: "timepieces",
    priorities: [
      "Protecting desirability and heritage",
      "Growth with wealthy clients in Asia and the Middle East",
    ],
    focus: ["Timing and on-course clock presence", "Intimate VIP client experiences"],
    risk: "Category exclusivity: leading watch brands often hold timing rights across golf, so check existing timekeeper agreements.",
  },
  "Fashion & Apparel": {
    product: "collections",
    priorities: ["Brand heat with younger consumers", "Direct-to-consumer growth"],
    focus: ["Limited-edition collaborations", "Talent and creator content"],
    risk: "Fashion buyers judge cultural relevance; show the event's style credentials and creator reach.",
  },
  Sportswear: {
    product: "performance apparel and footwear",
    priorities: ["Athlete-led product credibility", "Growth in golf and lifestyle categories"],
    focus: ["Player and team outfitting", "Retail and merchandise programmes"],
    risk: "Sportswear brands prefer athlete deals to event rights; package players or teams into the offer.",
  },
  "Golf Equipment": {
    product: "clubs and balls",
    priorities: ["Tour validation of new products", "Converting fans into buyers"],
    focus: ["Fitting and demo experiences", "Player usage and product content"],
    risk: "Equipment budgets go first to player contracts; event rights must deliver retail conversion.",
  },
  "Non-Alcoholic Beverages": {
    product: "drinks",
    priorities: ["Functional and low-sugar innovation", "Availability and sampling"],
    focus: ["Pouring rights and sampling", "Health and hydration messaging"],
    risk: "Pouring rights may already be sold with the venue; check catering contracts first.",
  },
  Beer: {
    product: "beers",
    priorities: ["Premium and zero-alcohol growth", "Social, music-led occasions"],
    focus: ["Pouring rights and party zones", "Zero-alcohol visibility"],
    risk: "Alcohol advertising rules differ by host country and broadcast market; plan zero-alcohol branding where needed.",
  },
  "Wine & Spirits": {
    product: "wines and spirits",
    priorities: ["Premiumisation", "Gifting and hospitality occasions"],
    focus: ["Hosted tastings and bars", "Premium hospitality placement"],
    risk: "Alcohol marketing is restricted in several host countries (notably in the Gulf); the plan must work event by event.",
  },
  Airlines: {
    product: "flights and lounges",
    priorities: ["Premium cabin and loyalty revenue", "New routes to host cities"],
    focus: ["Destination and route marketing", "Frequent-flyer rewards"],
    risk: "Airlines buy where they fly: events on their network carry the deal, others add little.",
  },
  "Hotels & Hospitality": {
    product: "hotels and resorts",
    priorities: ["Loyalty programme growth", "Destination and resort positioning"],
    focus: ["Official hotel and accommodation rights", "Member experiences"],
    risk: "Value-in-kind (rooms) often replaces cash; agree the cash share early.",
  },
  "Travel & Tourism": {
    product: "destinations and travel",
    priorities: ["Attracting international visitors", "Event-led destination branding"],
    focus: ["Destination showcases", "Travel packages around events"],
    risk: "Tourism boards fund events in their own territory; the host-city link decides the deal.",
  },
  Energy: {
    product: "energy solutions",
    priorities: ["Energy transition messaging", "Reputation with business and policy audiences"],
    focus: ["Sustainability programmes", "B2B hospitality"],
    risk: "Energy sponsors draw scrutiny over sustainability claims; build the activation on verifiable measures.",
  },
  "Healthcare & Pharmaceuticals": {
    product: "health products",
    priorities: ["Consumer health brand building", "Health awareness campaigns"],
    focus: ["Health checks and awareness at venues", "Community health programmes"],
    risk: "Medical advertising rules limit on-site claims; keep activations to awareness and wellbeing.",
  },
  "Food & Restaurants": {
    product: "food",
    priorities: ["Menu innovation and delivery growth", "Value and loyalty"],
    focus: ["Concessions and sampling", "Family and fan offers"],
    risk: "Catering exclusivity at venues can block on-site sales; check concession rights.",
  },
  Retail: {
    product: "products",
    priorities: ["Omnichannel growth", "Loyalty programmes"],
    focus: ["In-store promotions tied to events", "Merchandise and pop-up shops"],
    risk: "Retailers need a sales uplift story; rights must be usable in stores and online.",
  },
  "Real Estate & Construction": {
    product: "developments",
    priorities: ["Selling premium residential projects", "Landmark development branding"],
    focus: ["Buyer hospitality", "Project showcases near venues"],
    risk: "Deals follow project launches in specific cities; timing and location must line up.",
  },
  "Logistics & Shipping": {
    product: "logistics services",
    priorities: ["Reliability and global network messaging", "Winning B2B shippers"],
    focus: ["Official logistics roles", "B2B hospitality"],
    risk: "Logistics partners often want a service contract as part of the deal; price both together.",
  },
  "Professional Services": {
    product: "advisory services",
    priorities: ["Client relationship building", "Thought leadership in data and technology"],
    focus: ["Client hospitality", "Research and insight content"],
    risk: "Partner firms judge hospitality by which clients accept; invite lists drive renewal.",
  },
  "Media & Entertainment": {
    product: "content and channels",
    priorities: ["Subscriber growth", "Sports content rights"],
    focus: ["Content partnerships", "Talent and behind-the-scenes series"],
    risk: "Media companies may want rights rather than pay for them; be clear which side buys.",
  },
  "Health & Wellness": {
    product: "wellness products",
    priorities: ["Community and subscription growth", "Performance credentials"],
    focus: ["Recovery and performance experiences", "Wellbeing content"],
    risk: "Smaller wellness brands buy in the S and XS bands; offer modular packages.",
  },
  "Industrial & Manufacturing": {
    product: "machinery and engineering",
    priorities: ["Employer branding", "B2B customer relationships"],
    focus: ["Customer hospitality", "Engineering and innovation stories"],
    risk: "B2B brands measure hospitality outcomes more than reach; offer client-entertainment packages.",
  },
};
