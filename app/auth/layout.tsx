import type { ReactNode } from "react";
import { ToasterWhenNeeded } from "@/components/toaster-when-needed";

/**
 * The sign-in pages: no app shell and no React Query (their forms send plain requests), only the
 * toasts their forms raise.
 */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ToasterWhenNeeded />
    </>
  );
}
