"use client";

import { useEffect, useRef } from "react";

/**
 * Escape and toasts: Radix makes every open toast the topmost dismissable layer, so Escape would
 * close a toast before the dialog under it. Toasts therefore ignore Escape unless one of them has
 * focus (they close by their button, a swipe or their timeout), and hand it to the topmost open
 * dialog or sheet registered here instead.
 */
const closers: Array<() => void> = [];

/** Close the topmost registered dialog or sheet; false when none is open. */
export function closeTopEscapeLayer(): boolean {
  const close = closers.at(-1);
  close?.();
  return Boolean(close);
}

/**
 * Register an open dialog's close control (a hidden Close/Cancel of its primitive) while the
 * dialog is mounted; answer the ref to put on that control.
 */
export function useEscapeLayer<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const close = () => ref.current?.click();
    closers.push(close);
    return () => {
      const index = closers.lastIndexOf(close);
      if (index >= 0) closers.splice(index, 1);
    };
  }, []);
  return ref;
}

/**
 * Route Escape before any layer sees it (a window listener in the capture phase runs before
 * Radix's document listeners): while a toast is open and focus is not in one, Escape closes the
 * topmost registered dialog or sheet and goes no further, so the toast stays. Mounted once, by
 * the Toaster.
 */
export function useEscapeRouting() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || closers.length === 0) return;
      if (!document.querySelector("[data-slot=toast][data-state=open]")) return;
      const target = event.target;
      if (target instanceof Element && target.closest("[data-slot=toast]")) return;
      event.stopImmediatePropagation();
      event.preventDefault();
      closeTopEscapeLayer();
    };
    window.addEventListener("keydown", onKeyDown, { capture: true });
    return () => window.removeEventListener("keydown", onKeyDown, { capture: true });
  }, []);
}
