import { countryInSentence } from "@/lib/shared/countries";
import { indefiniteArticle, withIndefiniteArticle } from "@/lib/shared/text";

describe("indefiniteArticle", () => {
  it.each([
    ["82% match", "an"],
    ["8-week lead", "an"],
    ["11th hole", "an"],
    ["18-hole course", "an"],
    ["18,000-seat stand", "an"],
    ["800-person fan zone", "an"],
    ["1,800-seat stand", "a"],
    ["110% effort", "a"],
    ["72% match", "a"],
    ["$5M deal", "a"],
    ["Omega clock tower", "an"],
    ["Official Sponsor", "an"],
    ["Title Sponsor", "a"],
    ["unique idea", "a"],
    ["uninvited guest", "an"],
    ["European brand", "a"],
    ["one-off", "a"],
    ["hour", "an"],
    ["honest answer", "an"],
    ["NFL team", "an"],
    ["F1 car", "an"],
    ["BMW", "a"],
    ["LIV Golf event", "a"],
    ["US brand", "a"],
    ["international property", "an"],
  ])("%s → %s", (phrase, article) => {
    expect(indefiniteArticle(phrase)).toBe(article);
  });

  it("prefixes the phrase", () => {
    expect(withIndefiniteArticle("82% match")).toBe("an 82% match");
    expect(withIndefiniteArticle("Omega clock tower")).toBe("an Omega clock tower");
  });
});

describe("countryInSentence", () => {
  it("adds 'the' where English needs it", () => {
    expect(countryInSentence("United States")).toBe("the United States");
    expect(countryInSentence("Netherlands")).toBe("the Netherlands");
    expect(countryInSentence("Saudi Arabia")).toBe("Saudi Arabia");
  });
});
