"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { makeQueryClient } from "@/lib/client/query-client";
import { ToasterWhenNeeded } from "./toaster-when-needed";

/**
 * The signed-in app's client context (React Query, the toasts). Only the (app) layout renders it:
 * the public pages (sign-in, emailed links, shared proposals) load none of it, and the sign-in
 * pages render just the toasts. The URL state adapter (nuqs) is not here: the pages that keep
 * state in the address (`useQueryState`) wrap their view in `NuqsAdapter` themselves, so the
 * others load none of its code.
 */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToasterWhenNeeded />
    </QueryClientProvider>
  );
}
