import { dismissDevBanner, expect, expectAccessible, signInAs, test } from "./support/fixtures";

test("creates an API token on /settings, copies it once, uses it and revokes it", async ({
  page,
  context,
  member,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await dismissDevBanner(page);
  await signInAs(page, member);
  await page.goto("/settings");

  await page.getByRole("button", { name: "Create token" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill("CRM sync");
  await dialog.getByRole("combobox", { name: "Scope" }).click();
  await page.getByRole("option", { name: "Read and write" }).click();
  await dialog.getByRole("combobox", { name: "Expires after" }).click();
  await page.getByRole("option", { name: "30 days" }).click();
  await dialog.getByRole("button", { name: "Create token" }).click();

  await expect(dialog.getByRole("alert")).toContainText("it will not be shown again");
  const shown = await dialog.getByLabel("New API token").inputValue();
  expect(shown).toMatch(/^ps_[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole("button", { name: "Copy" }).click();
  await expect(dialog.getByRole("button", { name: "Copied" })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(shown);
  await dialog.getByRole("button", { name: "Done" }).click();

  // Listed by name and prefix; the secret is nowhere on the page any more.
  const table = page.getByRole("table", { name: "API tokens" });
  await expect(table.getByRole("row", { name: /CRM sync/ })).toContainText(shown.slice(0, 10));
  await expect(table.getByRole("row", { name: /CRM sync/ })).toContainText("Read and write");
  await expect(page.getByText(shown)).toHaveCount(0);
  await expectAccessible(page);

  // The copied token is the one that works (the integration tests check it needs no cookie).
  const asToken = await page.request.fetch("/api/user", {
    headers: { authorization: `Bearer ${copied}` },
  });
  expect((await asToken.json()).username).toBe(member.username);

  await table.getByRole("button", { name: "Revoke CRM sync" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke token" }).click();
  await expect(page.getByText("You have no API tokens.")).toBeVisible();
  const revoked = await page.request.fetch("/api/user", {
    headers: { authorization: `Bearer ${copied}` },
  });
  expect(revoked.status()).toBe(401);
});

test("an admin filters every user's tokens by user; the filter is in the address and Back undoes it", async ({
  page,
  admin,
  member,
}) => {
  await dismissDevBanner(page);
  for (const [user, name] of [
    [member, "Mia's CRM"],
    [admin, "Ada's script"],
  ] as const) {
    await signInAs(page, user);
    const created = await page.request.post("/api/api-tokens", {
      data: { name, scope: "read", expiresInDays: 30 },
    });
    expect(created.status()).toBe(201);
  }

  await page.goto("/admin/api-tokens");
  const table = page.getByRole("table", { name: "API tokens" });
  await expect(table.getByRole("row", { name: /Mia's CRM/ })).toBeVisible();
  await expect(table.getByRole("row", { name: /Ada's script/ })).toBeVisible();

  await page.getByRole("combobox", { name: "Filter by user" }).click();
  await page.getByRole("option", { name: member.username }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/api-tokens\\?userId=${member.id}$`));
  await expect(table.getByRole("row", { name: /Mia's CRM/ })).toBeVisible();
  await expect(table.getByRole("row", { name: /Ada's script/ })).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/api-tokens$/);
  await expect(table.getByRole("row", { name: /Ada's script/ })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Filter by user" })).toHaveText(/All users/);

  // Opened with the filter in the address, the page shows it at once.
  await page.goto(`/admin/api-tokens?userId=${member.id}`);
  await expect(page.getByRole("combobox", { name: "Filter by user" })).toHaveText(
    new RegExp(member.username),
  );
  await expect(table.getByRole("row", { name: /Ada's script/ })).toHaveCount(0);
  await expect(table.getByRole("row", { name: /Mia's CRM/ })).toBeVisible();
});
