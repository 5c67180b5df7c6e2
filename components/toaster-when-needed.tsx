"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { useToast } from "@/lib/client/use-toast";

// The toast viewport (Radix Toast and its swipe and collection code) is loaded with the first
// toast rather than on every page's first load.
const Toaster = dynamic(() => import("@/components/ui/toaster").then((m) => m.Toaster), {
  ssr: false,
});

/** Where toasts appear: nothing until the first toast, then the viewport, which stays. */
export function ToasterWhenNeeded() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  // Once mounted it stays, so later toasts and exit animations need no new load.
  if (toasts.length > 0 && !needed) setNeeded(true);
  return needed ? <Toaster /> : null;
}
