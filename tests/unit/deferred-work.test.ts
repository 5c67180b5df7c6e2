import { interactionGate } from "@/lib/client/deferred-work";

describe("work that waits for the user's first interaction (interactionGate)", () => {
  it("starts nothing until the user acts, then everything waiting, once", () => {
    const page = new EventTarget();
    const gate = interactionGate(page);
    const first = jest.fn();
    const second = jest.fn();
    gate.whenActed(first);
    gate.whenActed(second);
    expect(first).not.toHaveBeenCalled();
    expect(gate.acted()).toBe(false);

    page.dispatchEvent(new Event("keydown"));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(gate.acted()).toBe(true);

    page.dispatchEvent(new Event("pointerdown"));
    expect(first).toHaveBeenCalledTimes(1);
  });

  it.each(["pointerdown", "keydown", "touchstart", "focusin"])("counts %s as acting", (type) => {
    const page = new EventTarget();
    const start = jest.fn();
    interactionGate(page).whenActed(start);
    page.dispatchEvent(new Event("scroll"));
    page.dispatchEvent(new Event("mousemove"));
    expect(start).not.toHaveBeenCalled();
    page.dispatchEvent(new Event(type));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("starts at once what asks after the user has acted (a dialog's form)", () => {
    const page = new EventTarget();
    const gate = interactionGate(page);
    page.dispatchEvent(new Event("pointerdown"));
    const start = jest.fn();
    gate.whenActed(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("forgets what was cancelled before the user acted (a form that left the page)", () => {
    const page = new EventTarget();
    const gate = interactionGate(page);
    const kept = jest.fn();
    const dropped = jest.fn();
    gate.whenActed(kept);
    const cancel = gate.whenActed(dropped);
    cancel();
    page.dispatchEvent(new Event("focusin"));
    expect(kept).toHaveBeenCalledTimes(1);
    expect(dropped).not.toHaveBeenCalled();
  });
});
