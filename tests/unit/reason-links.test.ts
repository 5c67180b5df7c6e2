import { describe, expect, it } from "@jest/globals";
import { reasonRuns } from "@/lib/shared/reason-links";

describe("reasonRuns", () => {
  const text = "Sponsors 3 golf properties: DP World Tour, Asian Tour, LPGA";

  it("links each named property where the text names it", () => {
    expect(
      reasonRuns(text, [
        { label: "DP World Tour", url: "https://dpwt.example/a" },
        { label: "LPGA", url: "https://lpga.example/b" },
      ]),
    ).toEqual([
      { text: "Sponsors 3 golf properties: " },
      { text: "DP World Tour", url: "https://dpwt.example/a" },
      { text: ", Asian Tour, " },
      { text: "LPGA", url: "https://lpga.example/b" },
    ]);
  });

  it("reads a stored reason without links as its plain text", () => {
    expect(reasonRuns(text)).toEqual([{ text }]);
    expect(reasonRuns(text, [])).toEqual([{ text }]);
  });

  it("looks for a label after the lead-in, so a property named like the sport links its own name", () => {
    const golfText = "Sponsors 1 golf property: golf";
    expect(reasonRuns(golfText, [{ label: "golf", url: "https://g.example" }])).toEqual([
      { text: "Sponsors 1 golf property: " },
      { text: "golf", url: "https://g.example" },
    ]);
  });

  it("drops a label the text does not hold and an address that is not a web address", () => {
    expect(
      reasonRuns(text, [
        { label: "The Open", url: "https://open.example" },
        { label: "Asian Tour", url: "javascript:alert(1)" },
      ]),
    ).toEqual([{ text }]);
  });
});
