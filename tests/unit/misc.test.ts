import { greetingName } from "@/lib/shared/greeting";
import { initialsOf, tileColourOf } from "@/lib/shared/initials";
import { isSafeSvg } from "@/lib/server/images/upload";
import { isValidKey, keyFromPublicUrl } from "@/lib/server/storage/keys";

describe("greeting", () => {
  it("uses the first name, else the username, else 'there'", () => {
    expect(greetingName({ fullName: "Jordan Reyes", username: "demo" })).toBe("Jordan");
    expect(greetingName({ fullName: "  ", username: "demo" })).toBe("demo");
    expect(greetingName(null)).toBe("there");
  });
});

describe("initials", () => {
  it("takes two letters", () => {
    expect(initialsOf("LIV Golf")).toBe("LG");
    expect(initialsOf("Rolex")).toBe("RO");
    expect(initialsOf("")).toBe("?");
  });
  it("picks a stable colour", () => {
    expect(tileColourOf("Rolex")).toBe(tileColourOf("Rolex"));
  });
});

describe("SVG screening", () => {
  it.each([
    ["<svg><script>alert(1)</script></svg>", false],
    ['<svg onload="alert(1)"></svg>', false],
    ['<svg><image href="https://evil.example/x.png"/></svg>', false],
    ['<svg><image xlink:href="file:///etc/passwd"/></svg>', false],
    ['<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>', false],
    ["<svg><foreignObject><div/></foreignObject></svg>", false],
    ['<svg><rect style="fill:url(http://x/y)"/></svg>', false],
    [
      '<svg xmlns="http://www.w3.org/2000/svg"><defs><linearGradient id="g"/></defs><rect fill="url(#g)"/><use href="#g"/></svg>',
      true,
    ],
  ])("%s → %s", (svg, safe) => {
    expect(isSafeSvg(svg)).toBe(safe);
  });
});

describe("storage keys", () => {
  it("accepts only keys the app makes", () => {
    expect(isValidKey("avatars/abc_DEF-123.webp")).toBe(true);
    expect(isValidKey("../etc/passwd")).toBe(false);
    expect(isValidKey("avatars/x.exe")).toBe(false);
    expect(keyFromPublicUrl("/uploads/logos/a1.png")).toBe("logos/a1.png");
    expect(keyFromPublicUrl("https://elsewhere/logo.png")).toBeNull();
  });
});
