import {
  daysUntil,
  feePerSeasonCents,
  fulfilmentRate,
  paymentState,
  reminderDue,
  seasonsCovered,
  spreadFee,
  type InstalmentState,
} from "@/lib/shared/renewals";

const TODAY = "2026-06-15";

describe("days until a date", () => {
  it("counts calendar days, 0 on the day and negative once past", () => {
    expect(daysUntil("2026-06-15", TODAY)).toBe(0);
    expect(daysUntil("2026-12-12", TODAY)).toBe(180);
    expect(daysUntil("2026-06-14", TODAY)).toBe(-1);
    // Across a daylight-saving change the count stays whole.
    expect(daysUntil("2026-11-02", "2026-10-25")).toBe(8);
  });
});

describe("fulfilment rate", () => {
  it("is delivered over what is still owed, waived ones left out", () => {
    expect(fulfilmentRate({ total: 10, delivered: 6, waived: 2 })).toBe(0.75);
    expect(fulfilmentRate({ total: 3, delivered: 1, waived: 0 })).toBe(0.333);
    expect(fulfilmentRate({ total: 4, delivered: 4, waived: 0 })).toBe(1);
  });

  it("is null when nothing is owed", () => {
    expect(fulfilmentRate({ total: 0, delivered: 0, waived: 0 })).toBeNull();
    expect(fulfilmentRate({ total: 2, delivered: 0, waived: 2 })).toBeNull();
  });
});

describe("payment state", () => {
  const entry = (
    dueDate: string,
    amountCents: number,
    status: InstalmentState["status"],
  ): InstalmentState => ({ dueDate, amountCents, status });

  it("says paid in full when every cent of the fee is paid", () => {
    const state = paymentState(
      100_00,
      [entry("2026-01-01", 50_00, "paid"), entry("2026-03-01", 50_00, "paid")],
      TODAY,
    );
    expect(state).toEqual({
      invoicedCents: 100_00,
      paidCents: 100_00,
      outstandingCents: 0,
      overdueInstalments: 0,
      overdueCents: 0,
      label: "Paid in full",
    });
  });

  it("puts overdue first: an unpaid instalment past its due date, invoiced or not", () => {
    const state = paymentState(
      300_00,
      [
        entry("2026-01-01", 100_00, "paid"),
        entry("2026-05-01", 100_00, "invoiced"),
        entry("2026-06-01", 50_00, "due"),
        entry("2026-09-01", 50_00, "due"),
      ],
      TODAY,
    );
    expect(state).toMatchObject({
      invoicedCents: 200_00,
      paidCents: 100_00,
      outstandingCents: 200_00,
      overdueInstalments: 2,
      overdueCents: 150_00,
      label: "Overdue",
    });
  });

  it("is not overdue on the due date itself", () => {
    const state = paymentState(100_00, [entry(TODAY, 100_00, "invoiced")], TODAY);
    expect(state.overdueInstalments).toBe(0);
    expect(state.label).toBe("Invoiced");
  });

  it("tells partly paid, not yet due and no schedule apart", () => {
    expect(
      paymentState(
        200_00,
        [entry("2026-01-01", 100_00, "paid"), entry("2026-09-01", 100_00, "due")],
        TODAY,
      ).label,
    ).toBe("Partly paid");
    expect(paymentState(200_00, [entry("2026-09-01", 200_00, "due")], TODAY).label).toBe(
      "Not yet due",
    );
    expect(paymentState(200_00, [], TODAY)).toMatchObject({
      outstandingCents: 200_00,
      label: "No instalments",
    });
  });
});

describe("renewal reminders", () => {
  const thresholds = [180, 90, 30];

  it("fires each threshold once as the end comes nearer", () => {
    expect(reminderDue(200, thresholds, [])).toBeNull();
    expect(reminderDue(180, thresholds, [])).toBe(180);
    expect(reminderDue(150, thresholds, [180])).toBeNull();
    expect(reminderDue(90, thresholds, [180])).toBe(90);
    expect(reminderDue(45, thresholds, [180, 90])).toBeNull();
    expect(reminderDue(30, thresholds, [180, 90])).toBe(30);
    expect(reminderDue(0, thresholds, [180, 90, 30])).toBeNull();
  });

  it("fires only the nearest threshold of a contract first seen inside several", () => {
    expect(reminderDue(60, thresholds, [])).toBe(90);
    expect(reminderDue(10, thresholds, [])).toBe(30);
    // The larger ones never fire afterwards.
    expect(reminderDue(5, thresholds, [30])).toBeNull();
  });

  it("reads the thresholds in any order and ignores ended contracts", () => {
    expect(reminderDue(25, [30, 180, 90], [])).toBe(30);
    expect(reminderDue(-1, thresholds, [])).toBeNull();
  });
});

describe("spreading a fee over seasons", () => {
  it("covers the calendar years of the start and end", () => {
    expect(seasonsCovered("2025-03-01", "2027-10-31")).toEqual([2025, 2026, 2027]);
    expect(seasonsCovered("2026-01-01", "2026-12-31")).toEqual([2026]);
  });

  it("splits evenly, the odd cents to the earliest seasons, always adding up to the fee", () => {
    expect([...spreadFee("2025-03-01", "2027-10-31", 300_000_00)]).toEqual([
      [2025, 100_000_00],
      [2026, 100_000_00],
      [2027, 100_000_00],
    ]);
    const odd = spreadFee("2025-03-01", "2027-10-31", 100);
    expect([...odd]).toEqual([
      [2025, 34],
      [2026, 33],
      [2027, 33],
    ]);
    expect([...odd.values()].reduce((a, b) => a + b, 0)).toBe(100);
    expect([...spreadFee("2026-01-01", "2026-12-31", 5_00)]).toEqual([[2026, 5_00]]);
  });

  it("gives the fee per season of a contract", () => {
    expect(feePerSeasonCents("2025-01-01", "2026-12-31", 2_000_000_00)).toBe(1_000_000_00);
    expect(feePerSeasonCents("2026-01-01", "2026-12-31", 750_00)).toBe(750_00);
  });
});
