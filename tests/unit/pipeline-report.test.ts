import { csvField } from "@/lib/shared/csv";
import type { SponsorProgressView } from "@/lib/shared/engagement";
import {
  countByEngagementStage,
  countByPipelineStage,
  countDoneByStage,
  reportToCsv,
  type PipelineReport,
} from "@/lib/shared/pipeline-report";

const progress = (flags: Partial<SponsorProgressView>, id: number): SponsorProgressView => ({
  sponsorBrandId: id,
  sponsorName: `S${id}`,
  logo: null,
  industry: null,
  hasDeepResearch: false,
  hasMatchAnalysis: false,
  hasBrandActivations: false,
  hasVisualMockups: false,
  lastActivityDate: null,
  ...flags,
});

describe("stage counts", () => {
  it("counts the sponsors with each step done, so researched sponsors show under Research", () => {
    expect(
      countDoneByStage([
        progress({}, 1),
        progress({ hasDeepResearch: true }, 2),
        progress({ hasDeepResearch: true, hasMatchAnalysis: true }, 3),
        progress(
          {
            hasDeepResearch: true,
            hasMatchAnalysis: true,
            hasBrandActivations: true,
            hasVisualMockups: true,
          },
          4,
        ),
        progress({ hasVisualMockups: true }, 5),
      ]),
    ).toEqual({ research: 3, matchmaking: 2, activation: 1, visualization: 2, completed: 1 });
  });

  it("counts sponsors at each engagement stage, every stage present", () => {
    expect(
      countByEngagementStage([
        progress({}, 1),
        progress({ hasDeepResearch: true }, 2),
        progress({ hasDeepResearch: true, hasMatchAnalysis: true }, 3),
        progress(
          {
            hasDeepResearch: true,
            hasMatchAnalysis: true,
            hasBrandActivations: true,
            hasVisualMockups: true,
          },
          4,
        ),
        progress({ hasVisualMockups: true }, 5),
      ]),
    ).toEqual({ research: 1, matchmaking: 2, activation: 1, visualization: 0, completed: 1 });
  });

  it("counts pipeline stages, zero for the stages nobody is at", () => {
    expect(countByPipelineStage(["prospect", "prospect", "won"])).toEqual({
      prospect: 2,
      contacted: 0,
      meeting: 0,
      proposal: 0,
      negotiation: 0,
      won: 1,
      lost: 0,
    });
  });
});

describe("CSV", () => {
  it.each([
    [null, ""],
    [12, "12"],
    [-3, "-3"],
    ["plain", "plain"],
    ["a, b", '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["=SUM(A1)", "'=SUM(A1)"],
    ["+1 555", "'+1 555"],
    ["-rm", "'-rm"],
    ["@cmd", "'@cmd"],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
  ])("writes %j as %j", (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it("writes a header and one CRLF-ended line per sponsor", () => {
    const report = {
      rows: [
        {
          sponsorBrandId: 1,
          sponsorName: "BMW",
          industry: "Automotive",
          logo: null,
          engagementPercent: 50,
          engagementStage: "activation",
          pipelineStage: "meeting",
          nextAction: "Send deck, then call",
          targetDate: "2026-12-01",
          lastActivityDate: "2026-11-20T10:00:00.000Z",
          openInteractions: 2,
          linkedEvents: 1,
        },
      ],
    } as unknown as PipelineReport;
    expect(reportToCsv(report)).toBe(
      "Sponsor,Industry,Engagement %,Engagement stage,Pipeline stage,Next action,Target date,Last activity,Open interactions,Linked events\r\n" +
        'BMW,Automotive,50,Activation Ideas,Meeting,"Send deck, then call",2026-12-01,2026-11-20,2,1\r\n',
    );
  });
});
