import type { Page } from "@playwright/test";
import { pngBytes } from "../support/images";
import {
  dismissDevBanner,
  expect,
  expectAccessible,
  expectToast,
  holdJobReads,
  signInAs,
  test,
} from "./support/fixtures";

// Jobs run on the server's in-process worker with the offline provider. Deep research and mockups
// are polled every 5 s, activation ideas every 3 s, so a result shows within a few polls.
const JOB_WAIT = { timeout: 25_000 };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function sponsorId(page: Page, name: string): Promise<number> {
  const list = await (
    await page.request.get(`/api/sponsor-brands?search=${name}&pageSize=5`)
  ).json();
  const sponsor = list.find((s: { name: string }) => s.name === name);
  if (!sponsor) throw new Error(`No seeded sponsor ${name}`);
  return sponsor.id;
}

async function livId(page: Page): Promise<number> {
  const brands = await (await page.request.get("/api/event-brands")).json();
  return brands.find((b: { name: string }) => b.name === "LIV Golf").id;
}

async function waitForJob(page: Page, id: string) {
  await expect
    .poll(async () => (await (await page.request.get(`/api/jobs/${id}`)).json()).status, JOB_WAIT)
    .toBe("completed");
}

/** Activation ideas made through the API, for tests about what comes after them. */
async function generateIdeas(page: Page, sponsor: number, count: 1 | 3 | 5 = 3) {
  const response = await page.request.post("/api/jobs/activation", {
    data: { sponsorId: sponsor, eventId: await livId(page), count },
  });
  expect(response.status()).toBe(202);
  await waitForJob(page, (await response.json()).jobId);
  return (await (await page.request.get(`/api/activations/${sponsor}`)).json()) as Array<{
    id: number;
    title: string;
  }>;
}

test.describe("creative work on the sponsor page", () => {
  test.beforeEach(async ({ page }) => dismissDevBanner(page));

  test("deep research runs offline from the Research tab and shows every field", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    const rolex = await sponsorId(page, "Rolex");
    await page.goto(`/sponsor-brands/detail/${rolex}`);
    await page.getByRole("tab", { name: "Research" }).click();
    await expect(page.getByRole("heading", { name: "No deep research yet" })).toBeVisible();
    await expectAccessible(page);

    // The offline job can end within a second: hold its reads while the progress is checked.
    const jobReads = await holdJobReads(page);
    await page.getByRole("button", { name: "Start deep research" }).click();
    await expectToast(page, "Deep research has started");
    await expectToast(page, "For Rolex at LIV Golf.");
    const run = page.getByRole("region", { name: "Deep research in progress" });
    await expect(run).toBeVisible();
    await expect(run.getByRole("list", { name: /steps/ }).getByRole("listitem")).toHaveCount(4);
    await expect(run.locator("[aria-current=step]")).toHaveCount(1);
    await jobReads.release();

    await expectToast(page, "Research Complete");
    await expect(run).toBeHidden();
    for (const heading of [
      "Overview",
      "Target audience",
      "Brand values",
      "Strategic initiatives",
      "Current marketing focus",
      "Activation ideas",
      "Competitive sponsorship",
      "Strengths",
      "Considerations",
      "Risk assessment",
    ]) {
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    }
    for (const label of [
      "Predicted budget range",
      "Optimal timing to approach",
      "Growth trajectory",
    ]) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(
      page.getByText(/^\$[\d.]+[KMB]? – \$[\d.]+[KMB]?$|^\$[\d.]+[KMB]?\+$/),
    ).toBeVisible();
    await expect(page.getByText("Offline analysis").first()).toBeVisible();
    await expect(page.getByText(/^Last researched/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Re-run research" })).toBeEnabled();
    await expectAccessible(page);

    // The footer's research library lists it too.
    await page.goto("/research");
    await expect(page.getByRole("heading", { name: "Rolex", level: 2 })).toBeVisible();
    await page.getByRole("button", { name: "Show full research" }).click();
    await expect(page.getByRole("heading", { name: "Competitive sponsorship" })).toBeVisible();
    await expectAccessible(page);
  });

  test("activation ideas: choose a count, generate, star one, and open it by ?activation=", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    const rolex = await sponsorId(page, "Rolex");
    await page.goto(`/sponsor-brands/detail/${rolex}`);
    await page.getByRole("tab", { name: "Activations" }).click();
    await expect(page.getByRole("radio", { name: "5 ideas" })).toBeChecked();
    await page.getByRole("radio", { name: "3 ideas" }).click();
    await page.getByRole("button", { name: "Generate ideas" }).click();
    await expect(page.getByRole("region", { name: "Generating activation ideas" })).toBeVisible();
    await expectToast(page, "Activation Ideas Generated");
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(3, JOB_WAIT);
    await expect(cards.first().getByText("Offline analysis")).toBeVisible();
    await expectAccessible(page);

    const title = (await cards.nth(1).getByRole("heading").textContent()) ?? "";
    const star = page.getByRole("button", { name: `Favorite ${title}` });
    await expect(star).toHaveAttribute("aria-pressed", "false");
    await star.click();
    await expect(star).toHaveAttribute("aria-pressed", "true");

    const ideas = await (await page.request.get(`/api/activations/${rolex}`)).json();
    const starred = ideas.find((idea: { title: string }) => idea.title === title);
    expect(starred.isFavorite).toBe(true);

    await page.goto(`/sponsor-brands/detail/${rolex}?activation=${starred.id}`);
    await expect(page.getByRole("tab", { name: "Activations" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const highlighted = page.locator(`#activation-${starred.id}`);
    await expect(highlighted).toHaveAttribute("data-highlighted", "true");
    await expect(highlighted).toBeInViewport();
    await expect(highlighted.getByRole("button", { name: `Favorite ${title}` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    // The library across sponsors puts the favourite first.
    await page.goto("/activations");
    await expect(page.getByRole("article").first().getByRole("heading")).toHaveText(title);
    await expectAccessible(page);
  });

  test("a mockup from the Visuals tab, a custom logo, and image variations", async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    const rolex = await sponsorId(page, "Rolex");
    const [idea] = await generateIdeas(page, rolex, 1);
    await page.goto(`/sponsor-brands/detail/${rolex}`);
    await page.getByRole("tab", { name: "Visuals" }).click();
    await expect(page.getByRole("heading", { name: "No mockups yet" })).toBeVisible();
    await expect(page.getByText("Sponsor logo", { exact: true })).toBeVisible();

    // Custom logo: the image type and size checks, then an upload that mockups use from now on.
    const file = page.getByLabel("Custom logo file");
    await file.setInputFiles({ name: "a.txt", mimeType: "text/plain", buffer: Buffer.from("x") });
    await expectToast(page, "Please select an image file.");
    await page.getByRole("button", { name: "Upload logo" }).click();
    await expectToast(page, "Please select an image to upload.");
    await file.setInputFiles({
      name: "logo.png",
      mimeType: "image/png",
      buffer: await pngBytes(200, 100),
    });
    await page.getByRole("button", { name: "Upload logo" }).click();
    await expectToast(page, "Logo uploaded successfully");
    await expect(page.getByText("Custom logo", { exact: true })).toBeVisible();
    await expectAccessible(page);

    await expect(page.getByLabel("Activation idea")).toContainText(idea!.title);
    const mockupReads = await holdJobReads(page);
    await page.getByRole("button", { name: "Generate mockup" }).click();
    const run = page.getByRole("region", { name: "Generating mockup" });
    await expect(run).toBeVisible();
    await expect(run.locator("[aria-current=step]")).toHaveCount(1);
    await mockupReads.release();
    await expectToast(page, "Mockups Ready");
    // Mockups are titled "{scene}: {idea}".
    const mockupName = new RegExp(`^Mockup: .+: ${escapeRegExp(idea!.title)}$`);
    const mockup = page.getByRole("img", { name: mockupName });
    await expect(mockup).toBeVisible();
    // Served through the image optimizer: /_next/image?url=/uploads/mockups/….png&w=…
    await expect(mockup).toHaveAttribute(
      "src",
      /\/_next\/image\?url=%2Fuploads%2Fmockups%2F[^&]+\.png&w=\d+/,
    );
    await expect(page.getByText(/^Scene: /)).toBeVisible();

    await page.getByRole("button", { name: "Remove custom logo" }).click();
    await expectToast(page, "Custom logo removed");
    await expect(page.getByText("Sponsor logo", { exact: true })).toBeVisible();

    // Variations start from the idea's card in the Activations tab.
    await page.getByRole("tab", { name: "Activations" }).click();
    await page.getByRole("button", { name: "Variations" }).click();
    await expect(page.getByTestId("job-progress-card")).toBeVisible();
    await expectToast(page, "Image variations of");
    await page.getByRole("tab", { name: "Visuals" }).click();
    await expect(page.getByTestId("idea-variations").getByRole("img")).toHaveCount(4, JOB_WAIT);

    await page.goto("/mockups");
    await expect(page.getByRole("img", { name: mockupName })).toBeVisible();
    await expectAccessible(page);
  });
});
