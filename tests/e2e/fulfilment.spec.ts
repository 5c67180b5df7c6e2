import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import {
  contractItems,
  contracts,
  deliverables,
  eventBrands,
  inventoryAssets,
  specificEvents,
  sponsorDeals,
} from "@/lib/server/db/schema";
import { syncDeliverables } from "@/lib/server/fulfilment/generate";
import { pngBytes } from "../support/images";
import { dismissDevBanner, expect, expectAccessible, signInAs, test } from "./support/fixtures";

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A signed contract of LIV Golf selling two units of a sign at one event; its deliverables. */
async function contractAtOneEvent(ownerId: number) {
  const db = getDb();
  const [liv] = await db.select().from(eventBrands).where(eq(eventBrands.name, "LIV Golf"));
  const [event] = await db
    .select()
    .from(specificEvents)
    .where(and(eq(specificEvents.eventBrandId, liv!.id), isNotNull(specificEvents.startDate)))
    .orderBy(asc(specificEvents.startDate))
    .limit(1);
  const [asset] = await db
    .select()
    .from(inventoryAssets)
    .where(
      and(
        eq(inventoryAssets.eventBrandId, liv!.id),
        eq(inventoryAssets.scope, "event"),
        sql`cardinality(${inventoryAssets.specificEventIds}) = 0`,
      ),
    )
    .limit(1);
  const [deal] = await db
    .insert(sponsorDeals)
    .values({
      eventBrandId: liv!.id,
      sponsorName: "Aramco",
      industry: "Energy",
      sponsorshipLevel: "Official Partner",
      status: "Active",
      createdBy: ownerId,
    })
    .returning();
  const season = event!.startDate!.slice(0, 4);
  const [contract] = await db
    .insert(contracts)
    .values({
      dealId: deal!.id,
      eventBrandId: liv!.id,
      startDate: `${season}-01-01`,
      endDate: `${season}-12-31`,
      totalFeeCents: 500_000_00,
      createdBy: ownerId,
    })
    .returning();
  await db.insert(contractItems).values({
    contractId: contract!.id,
    assetId: asset!.id,
    quantity: 2,
    specificEventIds: [event!.id],
  });
  await syncDeliverables(contract!.id);
  return { livId: liv!.id, event: event!, assetName: asset!.name, contractId: contract!.id };
}

test.describe("fulfilment", () => {
  test.beforeEach(async ({ page }) => dismissDevBanner(page));

  test("the Fulfilment page lists the property's deliverables by event or sponsor, overdue first", async ({
    page,
    admin,
  }) => {
    test.setTimeout(120_000);
    const fixture = await contractAtOneEvent(admin.id);
    // Unit 1 falls due next month; unit 2 fell due yesterday without proof: overdue, so first.
    const dueOf = (unitNumber: number, dueDate: string) =>
      getDb()
        .update(deliverables)
        .set({ dueDate })
        .where(
          and(
            eq(deliverables.contractId, fixture.contractId),
            eq(deliverables.unitNumber, unitNumber),
          ),
        );
    await dueOf(1, day(30));
    await dueOf(2, day(-1));
    await signInAs(page, admin);
    await page.goto(`/fulfilment?eventBrandId=${fixture.livId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Fulfilment" })).toBeVisible();
    const section = page.getByRole("region", { name: fixture.event.name });
    await expect(section.getByRole("listitem")).toHaveCount(2);
    await expect(section.getByRole("listitem").first()).toContainText("unit 2");
    await expect(section.getByRole("listitem").first()).toContainText("Overdue");
    await expect(section.getByRole("listitem").nth(1)).not.toContainText("Overdue");
    await expectAccessible(page);

    await page
      .getByRole("navigation", { name: "Group by" })
      .getByRole("link", { name: "Sponsor" })
      .click();
    await expect(page).toHaveURL(/view=sponsor/);
    await expect(page.getByRole("heading", { level: 2, name: "Aramco" })).toBeVisible();

    await page.getByLabel("Status").selectOption({ label: "Delivered" });
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/status=delivered/);
    await expect(page.getByText("No deliverable has this status.")).toBeVisible();

    // A row opens the deliverable, where a figure is added as proof.
    await page.goto(`/fulfilment?eventBrandId=${fixture.livId}`);
    await page
      .getByRole("link", { name: `${fixture.assetName}, ${fixture.event.name}, unit 1` })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("unit 1");
    await page.getByRole("spinbutton", { name: "Value" }).fill("1200");
    await page.getByRole("textbox", { name: "Source" }).fill("Gate count");
    await page.getByRole("button", { name: "Add figure" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Proof added." })).toBeVisible();
    await expect(page.getByText("1,200 impressions (source: Gate count)")).toBeVisible();
    await expectAccessible(page);
  });

  test("the event page's checklist works on a phone: mark delivered, add a photo from the camera", async ({
    page,
    admin,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const fixture = await contractAtOneEvent(admin.id);
    await signInAs(page, admin);
    await page.goto(`/specific-events/${fixture.event.id}`);
    await expect(page.getByRole("heading", { level: 2, name: "Due at this event" })).toBeVisible();
    const items = page.getByTestId("due-item");
    await expect(items).toHaveCount(2);
    const first = items.first();
    await first.getByRole("button", { name: "Mark delivered" }).click();
    await expect(first.getByRole("status")).toHaveText("Marked delivered.");
    await expect(first.getByRole("button", { name: "Delivered" })).toBeDisabled();

    const second = items.nth(1);
    const camera = second.getByLabel("Add a photo");
    await expect(camera).toHaveAttribute("capture", "environment");
    await expect(camera).toHaveAttribute("accept", "image/*");
    await camera.setInputFiles({
      name: "sign.png",
      mimeType: "image/png",
      buffer: await pngBytes(),
    });
    await expect(second.getByRole("status")).toHaveText("Photo added.");
    await expect(second).toContainText("1 photo");

    // Nothing wider than the phone's screen.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});
