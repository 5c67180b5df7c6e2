"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState, type ReactNode } from "react";

/**
 * Each route change fades and slides the page in (300 ms) and scrolls smoothly to the top. The
 * page a visit starts on is shown at once: fading in server-rendered content would only delay
 * its first paint.
 */
export function RouteTransition({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const [route, setRoute] = useState({ pathname, navigated: false });
  if (route.pathname !== pathname) setRoute({ pathname, navigated: true });
  useEffect(() => {
    if (!route.navigated) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
  }, [pathname, route.navigated]);
  return (
    <div key={pathname} className={route.navigated ? "animate-route-in" : undefined}>
      {children}
    </div>
  );
}
