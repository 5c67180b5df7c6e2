import { runInNewContext } from "node:vm";
import nodemailer from "nodemailer";
import { deliveryErrorMessage } from "@/lib/server/email/deliver";
import { linksIn, SMTP_TIMEOUTS, smtpTransportOptions } from "@/lib/server/email/transport";
import { outboxQuerySchema } from "@/lib/shared/schemas/email";

describe("SMTP_URL", () => {
  it("smtps:// means TLS from the start, with the credentials decoded and the time limits set", () => {
    const options = smtpTransportOptions(
      "smtps://mailer%40club.example:p%3Ass@mail.example.com:465",
    );
    expect(options).toMatchObject({
      secure: true,
      host: "mail.example.com",
      port: 465,
      auth: { user: "mailer@club.example", pass: "p:ss" },
      ...SMTP_TIMEOUTS,
    });
  });

  it("smtp:// is plain (STARTTLS when offered); query parameters override the defaults", () => {
    const options = smtpTransportOptions("smtp://relay.internal:2525?socketTimeout=60000");
    expect(options).toMatchObject({ secure: false, host: "relay.internal", port: 2525 });
    expect(options.socketTimeout).toBe(60_000);
    expect(options.connectionTimeout).toBe(SMTP_TIMEOUTS.connectionTimeout);
    expect(options.auth).toBeUndefined();
  });

  it("reaches nodemailer's connection with the time limits (a URL option alone would drop them)", () => {
    const transporter = nodemailer.createTransport(
      smtpTransportOptions("smtp://relay.internal:25"),
    );
    const used = (transporter.transporter as unknown as { options: Record<string, unknown> })
      .options;
    expect(used).toMatchObject({ host: "relay.internal", port: 25, ...SMTP_TIMEOUTS });
    transporter.close();
  });
});

describe("deliveryErrorMessage", () => {
  it("keeps the server's answer or the network error, whatever realm made the error", () => {
    expect(deliveryErrorMessage(new Error("Message failed: 554 5.7.1 Rejected"))).toBe(
      "Message failed: 554 5.7.1 Rejected",
    );
    // Socket errors are made by Node itself: not always an instance of the caller's Error.
    const foreign: unknown = runInNewContext(
      "Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ESOCKET' })",
    );
    expect(foreign instanceof Error).toBe(false);
    expect(deliveryErrorMessage(foreign)).toBe("connect ECONNREFUSED 127.0.0.1:25");
    expect(deliveryErrorMessage(Object.assign(new Error(""), { code: "ETIMEDOUT" }))).toBe(
      "ETIMEDOUT",
    );
    expect(deliveryErrorMessage(" refused ")).toBe("refused");
    expect(deliveryErrorMessage(null)).toBe("The message could not be delivered");
    const long = deliveryErrorMessage(new Error("x".repeat(5000)));
    expect(long).toHaveLength(1000);
    expect(long.endsWith("…")).toBe(true);
  });
});

describe("linksIn", () => {
  it("finds every link of a text body, without trailing punctuation of the layout", () => {
    expect(
      linksIn(
        "Verify your address\n\nVerify: https://app.example/auth/verify?token=abc_123\n\nOr http://x.test/a <b>",
      ),
    ).toEqual(["https://app.example/auth/verify?token=abc_123", "http://x.test/a"]);
    expect(linksIn("no links here")).toEqual([]);
  });
});

describe("outboxQuerySchema", () => {
  const parse = (input: Record<string, unknown>) => outboxQuerySchema.safeParse(input);
  const error = (input: Record<string, unknown>) => {
    const result = parse(input);
    return result.success ? null : result.error.issues[0]?.message;
  };

  it("defaults to every status, no search, page 1; blank values mean all", () => {
    expect(parse({}).data).toEqual({ page: 1 });
    expect(parse({ status: "", q: "  ", page: "" }).data).toEqual({ page: 1 });
    expect(parse({ status: "failed", q: " Ada@Example ", page: "3" }).data).toEqual({
      status: "failed",
      q: "Ada@Example",
      page: 3,
    });
  });

  it("refuses unknown statuses, bad pages and hostile searches with one clear message each", () => {
    expect(error({ status: "bounced" })).toBe("status must be queued, sending, sent or failed");
    for (const page of ["0", "-1", "1.5", "abc", "100001", "1e3x"]) {
      expect(error({ page })).toBe("page must be a whole number from 1 to 100000");
    }
    expect(error({ q: "a".repeat(321) })).toBe("q must be at most 320 characters of text");
    expect(error({ q: "a\u0000b" })).toBe("q must be at most 320 characters of text");
    expect(error({ q: ["a", "b"] })).toBe("q must be at most 320 characters of text");
  });
});
