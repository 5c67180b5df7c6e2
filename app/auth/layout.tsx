import type { ReactNode } from "react";
import { Providers } from "@/components/providers";

/** The sign-in pages' forms still send through React Query; the root layout no longer provides it. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return <Providers>{children}</Providers>;
}
