import { isActivePath, MAIN_NAV } from "@/components/shell/nav-items";

describe("the main navigation's lit entry", () => {
  it("lights an entry on its page and the pages below it, the dashboard on / and /dashboard", () => {
    expect(isActivePath("/inventory", "/inventory")).toBe(true);
    expect(isActivePath("/inventory/packages/3", "/inventory")).toBe(true);
    expect(isActivePath("/inventory-old", "/inventory")).toBe(false);
    expect(isActivePath("/dashboard", "/")).toBe(true);
    expect(isActivePath("/inventory", "/")).toBe(false);
  });

  it("keeps Contracts lit on its sections: fulfilment, renewals and recaps", () => {
    for (const path of [
      "/contracts",
      "/contracts/4",
      "/fulfilment",
      "/fulfilment/12",
      "/renewals",
      "/recaps/2",
    ]) {
      expect(isActivePath(path, "/contracts")).toBe(true);
      expect(
        MAIN_NAV.filter((item) => isActivePath(path, item.href)).map((item) => item.label),
      ).toEqual(["Contracts"]);
    }
    expect(isActivePath("/fulfilment", "/inventory")).toBe(false);
  });
});
