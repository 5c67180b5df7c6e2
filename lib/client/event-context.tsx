"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from "react";
import {
  addRecentContext,
  parseRecentContexts,
  recentContextId,
  resolveSelectedEventBrandId,
  SELECTED_BRAND_COOKIE,
  STORAGE_KEYS,
  type RecentContext,
} from "@/lib/shared/event-context";
import type { EventBrand } from "@/lib/shared/schemas/event-brand";
import { readStorage, useStoredValue, writeStorage } from "./browser-storage";
import { useEventBrands } from "./hooks/use-event-brands";

interface EventContextValue {
  brands: EventBrand[];
  selectedBrandId: number | null;
  selectedBrand: EventBrand | null;
  /** Make a brand the current context (saved in the browser and mirrored to a cookie). */
  selectBrand: (id: number) => void;
  recentContexts: RecentContext[];
  rememberContext: (entry: Omit<RecentContext, "timestamp">) => void;
}

const EventContext = createContext<EventContextValue | null>(null);

function mirrorToCookie(id: number | null) {
  document.cookie =
    id === null
      ? `${SELECTED_BRAND_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
      : `${SELECTED_BRAND_COOKIE}=${id}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/**
 * The event context a user works in: the saved choice while that brand exists, else the
 * user's default from settings, else the first LIV Golf brand, else the first brand. Browser
 * storage is the source of truth; a cookie mirrors it so server-rendered pages know it too.
 */
export function EventContextProvider({
  children,
  initialSelectedId,
  preferredId,
}: {
  children: ReactNode;
  initialSelectedId: number | null;
  preferredId: number | null;
}) {
  const { data: brands = [] } = useEventBrands();
  const saved = useStoredValue(
    STORAGE_KEYS.selectedEventBrandId,
    initialSelectedId === null ? null : String(initialSelectedId),
  );
  const recentRaw = useStoredValue(STORAGE_KEYS.recentEventContexts);
  const selectedBrandId = useMemo(
    () => resolveSelectedEventBrandId(brands, saved, preferredId),
    [brands, saved, preferredId],
  );
  const recentContexts = useMemo(() => parseRecentContexts(recentRaw), [recentRaw]);

  useEffect(() => {
    // Every change is saved, including the default chosen when nothing valid was saved.
    // Read storage itself: during hydration `saved` is still the server's (cookie) value, and
    // writing that would overwrite the choice this browser actually saved.
    if (brands.length === 0) return;
    const stored = readStorage(STORAGE_KEYS.selectedEventBrandId);
    const resolved = resolveSelectedEventBrandId(brands, stored, preferredId);
    if (stored !== String(resolved)) {
      writeStorage(STORAGE_KEYS.selectedEventBrandId, resolved === null ? null : String(resolved));
    }
    mirrorToCookie(resolved);
  }, [brands, preferredId, saved]);

  const rememberContext = useCallback((entry: Omit<RecentContext, "timestamp">) => {
    const stored = parseRecentContexts(readStorage(STORAGE_KEYS.recentEventContexts));
    const next = addRecentContext(stored, { ...entry, timestamp: Date.now() });
    writeStorage(STORAGE_KEYS.recentEventContexts, JSON.stringify(next));
  }, []);

  const selectBrand = useCallback(
    (id: number) => {
      writeStorage(STORAGE_KEYS.selectedEventBrandId, String(id));
      mirrorToCookie(id);
      const brand = brands.find((item) => item.id === id);
      if (brand) {
        rememberContext({
          id: recentContextId("event-brand", id),
          name: brand.name,
          type: "event-brand",
          logoUrl: brand.logoUrl,
        });
      }
    },
    [brands, rememberContext],
  );

  const value = useMemo<EventContextValue>(
    () => ({
      brands,
      selectedBrandId,
      selectedBrand: brands.find((brand) => brand.id === selectedBrandId) ?? null,
      selectBrand,
      recentContexts,
      rememberContext,
    }),
    [brands, selectedBrandId, selectBrand, recentContexts, rememberContext],
  );
  return <EventContext.Provider value={value}>{children}</EventContext.Provider>;
}

export function useEventContext(): EventContextValue {
  const value = useContext(EventContext);
  if (!value) throw new Error("useEventContext must be used inside <EventContextProvider>");
  return value;
}
