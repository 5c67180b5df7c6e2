"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { useState, type ReactNode } from "react";
import { makeQueryClient } from "@/lib/client/query-client";
import { ToasterWhenNeeded } from "./toaster-when-needed";

/**
 * The signed-in app's client context (React Query, the URL state adapter, the toasts). Only the
 * (app) layout renders it: the public pages (sign-in, emailed links, shared proposals) load none of
 * it, and the sign-in pages render just the toasts.
 */
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
