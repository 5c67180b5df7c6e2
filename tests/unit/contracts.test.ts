import { isPdf } from "@/lib/server/storage/pdf";
import { scheduleOf, transitionProblem } from "@/lib/server/contracts/instalments";
import { seasonsCovered } from "@/lib/shared/renewals";
import { computeAvailability } from "@/lib/server/inventory/allocation";
import { CONTRACT_MESSAGES, contractCreateSchema } from "@/lib/shared/schemas/contract";

/** Contract rules with no database: the schedule, instalment steps, PDF sniffing, the body. */

describe("scheduleOf", () => {
  it("defaults to one instalment of the whole fee on the start date", () => {
    expect(scheduleOf(undefined, 500_00, "2026-01-01", "USD")).toEqual([
      { dueDate: "2026-01-01", amountCents: 500_00 },
    ]);
  });

  it("orders instalments by due date, in exact cents", () => {
    const schedule = scheduleOf(
      [
        { dueDate: "2026-06-01", amount: 0.29 },
        { dueDate: "2026-01-01", amount: 0.01 },
      ],
      30,
      "2026-01-01",
      "USD",
    );
    expect(schedule).toEqual([
      { dueDate: "2026-01-01", amountCents: 1 },
      { dueDate: "2026-06-01", amountCents: 29 },
    ]);
  });

  it("says by how much the instalments miss the fee, either way", () => {
    const call = (amount: number) => () =>
      scheduleOf([{ dueDate: "2026-01-01", amount }], 100_000_00, "2026-01-01", "EUR");
    expect(call(99_000)).toThrow("The instalments add up to €1,000.00 less than the total fee");
    expect(call(100_000.5)).toThrow("The instalments add up to €0.50 more than the total fee");
  });
});

describe("transitionProblem", () => {
  const due = { n: 2, status: "due", invoicedDate: null };
  const invoiced = { n: 2, status: "invoiced", invoicedDate: "2026-03-01" };
  const paid = { n: 2, status: "paid", invoicedDate: "2026-03-01" };

  it("allows due → invoiced → paid", () => {
    expect(transitionProblem(due, "invoiced", "2026-03-01")).toBeNull();
    expect(transitionProblem(invoiced, "paid", "2026-03-01")).toBeNull();
  });

  it("refuses skipping, repeating, going back and paying before the invoice", () => {
    expect(transitionProblem(due, "paid", "2026-03-01")).toBe(
      "Instalment 2 must be invoiced before it is paid",
    );
    expect(transitionProblem(invoiced, "invoiced", "2026-03-02")).toBe(
      "Instalment 2 is already invoiced",
    );
    expect(transitionProblem(paid, "invoiced", "2026-03-02")).toBe("Instalment 2 is already paid");
    expect(transitionProblem(invoiced, "paid", "2026-02-28")).toBe(
      "The paid date cannot be before the invoice date (2026-03-01)",
    );
  });
});

describe("isPdf", () => {
  it("knows a PDF by its signature, not its name", () => {
    expect(isPdf(Buffer.from("%PDF-1.7\n..."))).toBe(true);
    expect(isPdf(Buffer.concat([Buffer.alloc(100, 0x20), Buffer.from("%PDF-1.4")]))).toBe(true);
    expect(isPdf(Buffer.from("<html>%PDF-</html>".padStart(2000, " ")))).toBe(false);
    expect(isPdf(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
    expect(isPdf(Buffer.alloc(0))).toBe(false);
  });
});

describe("seasonsCovered (the seasons a sale takes inventory in)", () => {
  it("lists every calendar year the dates cover", () => {
    expect(seasonsCovered("2026-07-01", "2028-06-30")).toEqual([2026, 2027, 2028]);
    expect(seasonsCovered("2026-01-01", "2026-12-31")).toEqual([2026]);
  });
});

describe("contracts in availability", () => {
  it("counts signed items as sold and pending ones as held, at the events they name", () => {
    const asset = {
      id: 1,
      name: "Tee-box signage",
      category: "signage" as const,
      scope: "event" as const,
      unit: "per event",
      quantity: 4,
      specificEventIds: [],
    };
    const events = [
      { id: 10, name: "Riyadh", startDate: "2026-02-01" },
      { id: 11, name: "Jeddah", startDate: "2026-09-01" },
    ];
    const [row] = computeAvailability([asset], events, [
      { assetId: 1, kind: "sold", quantity: 3, eventIds: [10] },
      { assetId: 1, kind: "held", quantity: 2, eventIds: null },
    ]);
    expect(row!.events).toMatchObject([
      { eventId: 10, sold: 3, held: 2, available: 0 },
      { eventId: 11, sold: 0, held: 2, available: 2 },
    ]);
    expect(row!.overbooked).toBe(true);
  });
});

describe("contractCreateSchema", () => {
  const base = { startDate: "2026-01-01", endDate: "2026-12-31", totalFee: 10, packageId: 1 };
  const message = (body: object) => {
    const result = contractCreateSchema.safeParse(body);
    return result.success ? null : result.error.issues[0]!.message;
  };

  it("takes a deal, a sponsor and property, or a proposal alone", () => {
    expect(message({ ...base, dealId: 1 })).toBeNull();
    expect(message({ ...base, sponsorBrandId: 1, eventBrandId: 2 })).toBeNull();
    expect(message({ proposalId: 3 })).toBeNull();
    expect(message({ ...base })).toBe(CONTRACT_MESSAGES.oneParty);
    expect(message({ ...base, sponsorBrandId: 1 })).toBe(CONTRACT_MESSAGES.oneParty);
    expect(message({ proposalId: 3, dealId: 1 })).toBe(CONTRACT_MESSAGES.proposalWithParties);
  });

  it("refuses duplicate due dates and an unknown exclusivity category", () => {
    const twice = [
      { dueDate: "2026-01-01", amount: 5 },
      { dueDate: "2026-01-01", amount: 5 },
    ];
    expect(message({ ...base, dealId: 1, instalments: twice })).toBe(
      CONTRACT_MESSAGES.duplicateInstalment,
    );
    expect(message({ ...base, dealId: 1, exclusiveCategory: "Magic" })).toBe(
      "exclusiveCategory must be one of the listed industries",
    );
  });
});
