import {
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  dismiss,
  getToasts,
  subscribe,
  toast,
  toastError,
} from "@/lib/client/use-toast";

function ids(): string[] {
  return getToasts().map((t) => t.id);
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  // Empty the module-level store between tests.
  dismiss();
  jest.runOnlyPendingTimers();
  jest.useRealTimers();
});

describe("toast store", () => {
  it("adds an open toast with the default variant", () => {
    const handle = toast({ title: "Saved" });
    expect(getToasts()).toEqual([
      expect.objectContaining({ id: handle.id, title: "Saved", variant: "default", open: true }),
    ]);
  });

  it(`keeps at most ${TOAST_LIMIT} toasts, dropping the oldest`, () => {
    expect(TOAST_LIMIT).toBe(5);
    const handles = Array.from({ length: 7 }, (_, i) => toast({ title: `Toast ${i}` }));
    expect(getToasts()).toHaveLength(5);
    expect(ids()).toEqual(handles.slice(2).map((h) => h.id));
  });

  it("marks a dismissed toast closed and removes it 5 s later", () => {
    expect(TOAST_REMOVE_DELAY).toBe(5000);
    const keep = toast({ title: "Keep" });
    const gone = toast({ title: "Gone" });

    gone.dismiss();
    expect(getToasts().find((t) => t.id === gone.id)?.open).toBe(false);

    jest.advanceTimersByTime(4999);
    expect(ids()).toContain(gone.id);

    jest.advanceTimersByTime(1);
    expect(ids()).toEqual([keep.id]);
  });

  it("does not restart the removal timer when dismissed twice", () => {
    const t = toast({ title: "Twice" });
    t.dismiss();
    jest.advanceTimersByTime(3000);
    t.dismiss();
    jest.advanceTimersByTime(2000);
    expect(ids()).not.toContain(t.id);
  });

  it("updates a toast in place", () => {
    const t = toast({ title: "Uploading", variant: "default" });
    t.update({ title: "Uploaded", description: "3 files", variant: "success" });
    expect(getToasts()).toEqual([
      expect.objectContaining({
        id: t.id,
        title: "Uploaded",
        description: "3 files",
        variant: "success",
        open: true,
      }),
    ]);
  });

  it("dismisses every toast when called without an id", () => {
    toast({ title: "One" });
    toast({ title: "Two", variant: "destructive" });

    dismiss();
    expect(getToasts().every((t) => !t.open)).toBe(true);

    jest.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect(getToasts()).toHaveLength(0);
  });

  it("notifies subscribers and stops after unsubscribe", () => {
    const listener = jest.fn();
    const unsubscribe = subscribe(listener);
    toast({ title: "Hello" });
    expect(listener).toHaveBeenCalledTimes(1);

    unsubscribe();
    toast({ title: "Again" });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("replaces the snapshot array on change so React sees a new value", () => {
    const before = getToasts();
    toast({ title: "New" });
    expect(getToasts()).not.toBe(before);
  });
});

describe("the error toast of a failed request", () => {
  it("shows the error's message, else the fallback when one is given", () => {
    toastError(new Error("Name taken"), "Could not save.");
    toastError(new Error(""), "Could not save.");
    toastError(new Error(""));
    expect(
      getToasts().map(({ title, description, variant }) => [title, description, variant]),
    ).toEqual([
      ["Error", "Name taken", "destructive"],
      ["Error", "Could not save.", "destructive"],
      ["Error", "", "destructive"],
    ]);
  });
});
