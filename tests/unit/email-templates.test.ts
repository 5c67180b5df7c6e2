import fc from "fast-check";
import { resetEnvCache } from "@/lib/env";
import { apiTokensRevokedEmail } from "@/lib/server/accounts/emails";
import {
  appUrl,
  maskLinkSecrets,
  REMOVED_SECRET,
  renderEmail,
  secretLink,
} from "@/lib/server/email/templates";

const HOSTILE = `<script>alert("x")</script> & 'quotes' <img src=x onerror=alert(1)>`;

/** What a browser shows for escaped text: the five entities the template writes, decoded. */
const decode = (html: string) =>
  html.replace(/&#(\d+);/g, (_entity, code: string) => String.fromCharCode(Number(code)));

/** The text of the first element that opens with `open`, as written in the HTML. */
function contentOf(html: string, open: string, close: string): string {
  const start = html.indexOf(open);
  if (start < 0) throw new Error(`no ${open} in the message`);
  const from = start + open.length;
  return html.slice(from, html.indexOf(close, from));
}

describe("renderEmail", () => {
  it("escapes every piece of text in the HTML and keeps it verbatim in the text version", () => {
    const { text, html } = renderEmail({
      heading: `Welcome ${HOSTILE}`,
      paragraphs: [`First ${HOSTILE}`, "Second paragraph"],
      action: { label: `Open ${HOSTILE}`, url: `https://app.example/verify?token=a&b="><script>` },
      footnote: `Footnote ${HOSTILE}`,
    });
    expect(html).not.toMatch(/<script|<img|onerror=alert\(1\)>/i);
    expect(html).toContain("&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;");
    expect(html).toContain("&#39;quotes&#39;");
    // The link cannot leave its attribute: its quote is escaped inside href="…".
    expect(html).toContain(
      'href="https://app.example/verify?token=a&#38;b=&#34;&#62;&#60;script&#62;"',
    );
    expect(decode(contentOf(html, '<h1 style="font-size:20px;margin:0 0 16px">', "</h1>"))).toBe(
      `Welcome ${HOSTILE}`,
    );

    expect(text.split("\n")).toEqual([
      `Welcome ${HOSTILE}`,
      "",
      `First ${HOSTILE}`,
      "",
      "Second paragraph",
      "",
      `Open ${HOSTILE}: https://app.example/verify?token=a&b="><script>`,
      "",
      `Footnote ${HOSTILE}`,
    ]);
  });

  it("has the same words in both versions and leaves out what is not given", () => {
    const { text, html } = renderEmail({ heading: "Hello", paragraphs: ["One line."] });
    expect(text).toBe("Hello\n\nOne line.");
    expect(html).toContain(">Hello</h1>");
    expect(html).toContain(">One line.</p>");
    expect(html).not.toContain("<a ");
    expect(html.startsWith("<!doctype html>")).toBe(true);
  });

  it("never lets any text become markup (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 200 }), (value) => {
        const { html } = renderEmail({ heading: "H", paragraphs: [value] });
        const written = contentOf(html, '<p style="line-height:1.5">', "</p>");
        expect(written).not.toMatch(/[<>"']/);
        expect(decode(written)).toBe(value);
      }),
      { numRuns: 500 },
    );
  });
});

describe("appUrl", () => {
  const saved = process.env.APP_URL;
  afterEach(() => {
    // Assigning undefined would store the string "undefined" and break later tests' links.
    if (saved === undefined) delete process.env.APP_URL;
    else process.env.APP_URL = saved;
    resetEnvCache();
  });

  it("makes an absolute link on APP_URL, keeping the query", () => {
    process.env.APP_URL = "https://pitch.example.com";
    resetEnvCache();
    expect(appUrl("/auth/verify?token=abc")).toBe(
      "https://pitch.example.com/auth/verify?token=abc",
    );
  });
});

describe("secret links and their mask", () => {
  const secret = "aB3-_xYz".repeat(5);

  it("masks the secret of a secret link in both versions of a message, and nothing else", () => {
    const url = secretLink("/auth/invite", secret);
    expect(url).toBe(appUrl(`/auth/invite?token=${secret}`));
    const { text, html } = renderEmail({
      heading: "Join",
      paragraphs: ["Welcome.", `Settings: ${appUrl("/settings?tab=security")}`],
      action: { label: "Accept", url },
    });
    const maskedText = maskLinkSecrets(text);
    const maskedHtml = maskLinkSecrets(html);
    for (const masked of [maskedText, maskedHtml]) {
      expect(masked).not.toContain(secret);
      expect(masked).toContain(`${appUrl("/auth/invite?token=")}${REMOVED_SECRET}`);
      expect(masked).toContain(appUrl("/settings?tab=security"));
    }
    expect(maskedText.replace(`${REMOVED_SECRET}`, secret)).toBe(text);
    // Masking twice changes nothing.
    expect(maskLinkSecrets(maskedHtml)).toBe(maskedHtml);
  });

  it("finds the secret in any parameter position and in escaped HTML", () => {
    expect(maskLinkSecrets(`https://a.example/x?a=1&token=${secret}&b=2`)).toBe(
      `https://a.example/x?a=1&token=${REMOVED_SECRET}&b=2`,
    );
    expect(maskLinkSecrets(`href="https://a.example/x?a=1&#38;token=${secret}"`)).toBe(
      `href="https://a.example/x?a=1&#38;token=${REMOVED_SECRET}"`,
    );
    expect(maskLinkSecrets("no links, a token=word in prose")).toBe(
      "no links, a token=word in prose",
    );
  });
});

describe("apiTokensRevokedEmail", () => {
  const to = { email: "pat@example.com", userId: 7, username: "pat" };
  const tokens = [
    { name: "CRM <sync>", prefix: "ps_AbCdEfG" },
    { name: "Assistant", prefix: "ps_HiJkLmN" },
  ];

  it("names each revoked token and why, for each reason", () => {
    const reset = apiTokensRevokedEmail(to, { tokens, reason: "password_reset" });
    expect(reset).toMatchObject({
      to: "pat@example.com",
      userId: 7,
      kind: "api-tokens-revoked",
      subject: "Your Pitchside API tokens were revoked",
    });
    expect(reset.text).toContain("Hello pat,");
    expect(reset.text).toContain(
      "Your password was reset with an emailed link, so your 2 API tokens were revoked.",
    );
    expect(reset.text).toContain("Revoked: CRM <sync> (ps_AbCdEfG…), Assistant (ps_HiJkLmN…).");
    expect(reset.html).toContain("CRM &#60;sync&#62;");
    expect(reset.html).not.toContain("<sync>");

    const forced = apiTokensRevokedEmail(to, {
      tokens: tokens.slice(1),
      reason: "password_reset_forced",
      admin: "ada",
    });
    expect(forced.text).toContain(
      "ada, an administrator of your Pitchside team, asked you to choose a new password, so your API token was revoked.",
    );
    expect(forced.text).toContain("Your API token was revoked");

    const changed = apiTokensRevokedEmail(to, { tokens, reason: "password_changed" });
    expect(changed.text).toContain("You changed your password and chose to revoke your API tokens");
  });
});
