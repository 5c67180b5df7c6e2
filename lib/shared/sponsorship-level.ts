/** The level a sponsor is linked to an event at when none is given. */
export const DEFAULT_SPONSORSHIP_LEVEL = "Official Sponsor";
