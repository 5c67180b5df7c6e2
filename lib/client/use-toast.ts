import { useSyncExternalStore, type ReactNode } from "react";

/** Toasts kept at once; adding one more drops the oldest. */
export const TOAST_LIMIT = 5;
/** How long a dismissed toast stays in the store, so its exit animation can finish. */
export const TOAST_REMOVE_DELAY = 5000;
/** Default time on screen; the <Toaster> provider uses it. */
export const TOAST_DURATION = 5000;

type ToastVariant = "default" | "destructive" | "success";

interface ToastActionOptions {
  label: string;
  /** Describes an alternative way to do the same thing, for screen-reader users. */
  altText?: string;
  onClick: () => void;
}

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes itself; defaults to TOAST_DURATION. */
  duration?: number;
  action?: ToastActionOptions;
}

interface ToastRecord extends Omit<ToastOptions, "variant"> {
  id: string;
  variant: ToastVariant;
  open: boolean;
}

interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (patch: Partial<ToastOptions>) => void;
}

type Listener = () => void;

const EMPTY: readonly ToastRecord[] = [];
let toasts: readonly ToastRecord[] = EMPTY;
let counter = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: readonly ToastRecord[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function cancelRemoval(id: string): void {
  const timer = removalTimers.get(id);
  if (timer !== undefined) {
    clearTimeout(timer);
    removalTimers.delete(id);
  }
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    setToasts(toasts.filter((t) => t.id !== id));
  }, TOAST_REMOVE_DELAY);
  removalTimers.set(id, timer);
}

/** Replace the content of an existing toast; unknown ids are ignored. */
function updateToast(id: string, patch: Partial<ToastOptions>): void {
  if (!toasts.some((t) => t.id === id)) return;
  setToasts(
    toasts.map((t) => (t.id === id ? { ...t, ...patch, variant: patch.variant ?? t.variant } : t)),
  );
}

/** Close one toast, or every toast when no id is given. It is removed TOAST_REMOVE_DELAY later. */
export function dismiss(id?: string): void {
  const targets = toasts.filter((t) => t.open && (id === undefined || t.id === id));
  if (targets.length === 0) return;
  const closing = new Set(targets.map((t) => t.id));
  setToasts(toasts.map((t) => (closing.has(t.id) ? { ...t, open: false } : t)));
  for (const t of targets) scheduleRemoval(t.id);
}

export function toast(options: ToastOptions): ToastHandle {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  const record: ToastRecord = { ...options, id, variant: options.variant ?? "default", open: true };
  // Oldest first, so the newest renders last (nearest the screen edge on desktop).
  const next = [...toasts, record];
  const dropped = next.slice(0, Math.max(0, next.length - TOAST_LIMIT));
  for (const t of dropped) cancelRemoval(t.id);
  setToasts(next.slice(-TOAST_LIMIT));
  return { id, dismiss: () => dismiss(id), update: (patch) => updateToast(id, patch) };
}

/** Current toasts, oldest first. The array is replaced (never mutated) on every change. */
export function getToasts(): readonly ToastRecord[] {
  return toasts;
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getServerSnapshot = (): readonly ToastRecord[] => EMPTY;

export function useToast(): {
  toasts: readonly ToastRecord[];
  toast: typeof toast;
  dismiss: typeof dismiss;
} {
  const current = useSyncExternalStore(subscribe, getToasts, getServerSnapshot);
  return { toasts: current, toast, dismiss };
}

/** The 'Error' toast of a failed request: the error's message, else `fallback` when given. */
export function toastError(error: Error, fallback?: string): ToastHandle {
  return toast({
    title: "Error",
    description: fallback === undefined ? error.message : error.message || fallback,
    variant: "destructive",
  });
}
