import { fillTemplate, GENERIC_VALUES } from "@/lib/server/ai/offline/library";
import { indefiniteArticle, withIndefiniteArticle } from "@/lib/shared/text";

describe("withIndefiniteArticle", () => {
  it.each([
    ["Omega clock tower", "an Omega clock tower"],
    ["Rolex lounge", "a Rolex lounge"],
    ["Automotive brand", "an Automotive brand"],
    ["unknown device", "an unknown device"],
    ["mobile device", "a mobile device"],
    ["hour", "an hour"],
    ["honest answer", "an honest answer"],
    ["Honda", "a Honda"],
    ["university", "a university"],
    ["Unilever campaign", "a Unilever campaign"],
    ["Under Armour kit", "an Under Armour kit"],
    ["one-off event", "a one-off event"],
    ["Emirates suite", "an Emirates suite"],
    ["European tour", "a European tour"],
    ["HSBC lounge", "an HSBC lounge"],
    ["NFL team", "an NFL team"],
    ["NBA star", "an NBA star"],
    ["F1 car", "an F1 car"],
    ["BMW", "a BMW"],
    ["LIV Golf event", "a LIV Golf event"],
    ["UK market", "a UK market"],
  ])("%s → %s", (word, expected) => {
    expect(withIndefiniteArticle(word)).toBe(expected);
  });

  it.each([
    ["82%", "an"],
    ["8", "an"],
    ["11", "an"],
    ["18th green", "an"],
    ["80", "an"],
    ["89%", "an"],
    ["800-seat stand", "an"],
    ["8,000 fans", "an"],
    ["11,000 fans", "an"],
    ["18,500 fans", "an"],
    ["72%", "a"],
    ["1", "a"],
    ["100%", "a"],
    ["110", "a"],
    ["118", "a"],
    ["1,800 fans", "a"],
    ["28%", "a"],
  ])("numbers are read as spoken: %s takes %s", (number, article) => {
    expect(indefiniteArticle(number)).toBe(article);
  });
});

describe("activation idea templates", () => {
  const values = {
    ...GENERIC_VALUES,
    sponsor: "Omega",
    event: "LIV Golf Riyadh",
    venue: "Riyadh Golf Club",
  };

  it("picks the article by what fills the placeholder", () => {
    expect(fillTemplate("A {sponsor} clock tower beside the 18th green", values)).toBe(
      "An Omega clock tower beside the 18th green",
    );
    expect(fillTemplate("Fans walk with a {sponsor} guide at {event}.", values)).toBe(
      "Fans walk with an Omega guide at LIV Golf Riyadh.",
    );
    expect(fillTemplate("A {sponsor} clock tower", { ...values, sponsor: "Rolex" })).toBe(
      "A Rolex clock tower",
    );
  });

  it("drops the article before a value that brings its own", () => {
    expect(fillTemplate("A {sponsor} clock tower at {event}.", GENERIC_VALUES)).toBe(
      "The partner clock tower at the event.",
    );
  });
});
