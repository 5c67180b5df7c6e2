"use client";

import { usePathname } from "next/navigation";
import { useEffect, type ReactNode } from "react";

/** Each route change fades and slides the page in (300 ms) and scrolls smoothly to the top. */
export function RouteTransition({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  useEffect(() => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
  }, [pathname]);
  return (
    <div key={pathname} className="animate-route-in">
      {children}
    </div>
  );
}
