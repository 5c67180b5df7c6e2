/**
 * Work a page does not need while it loads waits, so it never competes with the page's start:
 * - work needed only once the user does something (a form's checks) waits for their first press,
 *   key, touch or focus; once the user has acted, later work starts at once (`whenUserActs`);
 * - background work (looking for jobs started elsewhere) waits until the page has loaded and then
 *   stayed quiet for a while (`afterPageSettles`).
 */

/** What counts as acting on the page. Focus counts too: a field focused by Tab is about to be typed in. */
const INTERACTIONS = ["pointerdown", "keydown", "touchstart", "focusin"] as const;

export interface InteractionGate {
  /** Runs `start` at the first interaction (at once if there has been one); answers a cancel. */
  whenActed(start: () => void): () => void;
  /** Whether the user has acted on the page yet. */
  acted(): boolean;
}

/** A gate listening on `target` (the window in the browser). */
export function interactionGate(target: EventTarget): InteractionGate {
  let acted = false;
  const waiting = new Set<() => void>();
  const open = () => {
    if (acted) return;
    acted = true;
    for (const type of INTERACTIONS) target.removeEventListener(type, open, true);
    const started = [...waiting];
    waiting.clear();
    for (const start of started) start();
  };
  for (const type of INTERACTIONS) target.addEventListener(type, open, true);
  return {
    whenActed(start) {
      if (acted) {
        start();
        return () => undefined;
      }
      waiting.add(start);
      return () => void waiting.delete(start);
    },
    acted: () => acted,
  };
}

let pageGate: InteractionGate | undefined;

/** `interactionGate` of this page's window (made on first use, in the browser only). */
export function whenUserActs(start: () => void): () => void {
  pageGate ??= interactionGate(window);
  return pageGate.whenActed(start);
}

/** How long after its load event a page counts as settled: its own start is over by then. */
export const PAGE_SETTLE_MS = 8_000;

/**
 * Runs `start` once the page has loaded and `PAGE_SETTLE_MS` more have passed, in an idle moment
 * of the browser; answers a cancel.
 */
export function afterPageSettles(start: () => void, settleMs = PAGE_SETTLE_MS): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const idle = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === "function")
      window.requestIdleCallback(() => void (cancelled || start()), { timeout: 2_000 });
    else start();
  };
  const loaded = () => (timer = setTimeout(idle, settleMs));
  if (document.readyState === "complete") loaded();
  else window.addEventListener("load", loaded, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", loaded);
    if (timer !== undefined) clearTimeout(timer);
  };
}
