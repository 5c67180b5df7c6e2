import { useSyncExternalStore } from "react";

/** Same-tab writes do not fire "storage" events, so writes announce themselves with this one. */
const LOCAL_WRITE_EVENT = "pitchside:storage";

/**
 * localStorage access that never throws (private mode, quota, disabled storage): failures are
 * only logged: storage trouble is never an error for the user.
 */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    console.warn(`Could not read ${key} from browser storage`, error);
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch (error) {
    console.warn(`Could not save ${key} to browser storage`, error);
  }
  window.dispatchEvent(new CustomEvent(LOCAL_WRITE_EVENT, { detail: key }));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  window.addEventListener(LOCAL_WRITE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(LOCAL_WRITE_EVENT, onChange);
  };
}

/**
 * A stored value that re-renders when it changes (in this tab or another). While rendering on the
 * server, and during hydration, it is `serverValue`.
 */
export function useStoredValue(key: string, serverValue: string | null = null): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readStorage(key),
    () => serverValue,
  );
}
