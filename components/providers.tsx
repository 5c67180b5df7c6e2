"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import dynamic from "next/dynamic";
import { useState, type ReactNode } from "react";
import { makeQueryClient } from "@/lib/client/query-client";
import { useToast } from "@/lib/client/use-toast";

// The toast viewport (Radix Toast and its swipe and collection code) is loaded with the first
// toast rather than on every page's first load.
const Toaster = dynamic(() => import("@/components/ui/toaster").then((m) => m.Toaster), {
  ssr: false,
});

function ToasterWhenNeeded() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  // Once mounted it stays, so later toasts and exit animations need no new load.
  if (toasts.length > 0 && !needed) setNeeded(true);
  return needed ? <Toaster /> : null;
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <NuqsAdapter>
        {children}
        <ToasterWhenNeeded />
      </NuqsAdapter>
    </QueryClientProvider>
  );
}
