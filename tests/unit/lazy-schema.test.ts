import { lazySchema } from "@/lib/client/lazy-schema";
import { contactFormSchema } from "@/lib/shared/schemas/contact";

describe("a form schema loaded on demand (lazySchema)", () => {
  it("is not at hand before it is loaded, and loads once however often it is asked for", async () => {
    const importSchema = jest.fn(() => Promise.resolve(contactFormSchema));
    const lazy = lazySchema(importSchema);
    expect(lazy.loaded()).toBeUndefined();
    expect(importSchema).not.toHaveBeenCalled();

    const [first, second] = await Promise.all([lazy.load(), lazy.load()]);
    expect(first).toBe(contactFormSchema);
    expect(second).toBe(contactFormSchema);
    expect(await lazy.load()).toBe(contactFormSchema);
    expect(lazy.loaded()).toBe(contactFormSchema);
    expect(importSchema).toHaveBeenCalledTimes(1);
  });

  it("asks for the schema again after a failed load (a chunk not fetched while offline)", async () => {
    const importSchema = jest
      .fn<Promise<typeof contactFormSchema>, []>()
      .mockRejectedValueOnce(new Error("ChunkLoadError"))
      .mockResolvedValue(contactFormSchema);
    const lazy = lazySchema(importSchema);

    await expect(lazy.load()).rejects.toThrow("ChunkLoadError");
    expect(lazy.loaded()).toBeUndefined();
    expect(await lazy.load()).toBe(contactFormSchema);
    expect(lazy.loaded()).toBe(contactFormSchema);
    expect(importSchema).toHaveBeenCalledTimes(2);
  });

  it("checks with the schema it loaded (the same result and messages), and not before", async () => {
    const lazy = lazySchema(() =>
      import("@/lib/shared/schemas/contact").then((m) => m.contactFormSchema),
    );
    const invalid = { firstName: "", lastName: "", email: "not an email" };
    const valid = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" };
    expect(() => lazy.safeParse(invalid)).toThrow("not loaded");

    await lazy.load();
    expect(lazy.safeParse(invalid)).toEqual(contactFormSchema.safeParse(invalid));
    expect(lazy.safeParse(invalid).success).toBe(false);
    expect(lazy.safeParse(valid)).toEqual(contactFormSchema.safeParse(valid));
    expect(lazy.safeParse(valid).success).toBe(true);
  });
});
