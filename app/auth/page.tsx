import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getCurrentUser } from "@/lib/server/auth/session";
import { AuthView } from "./auth-view";

export const metadata: Metadata = { title: "Sign in" };

/** Sign in and registration; no header or footer. A signed-in visitor goes to the dashboard. */
export default async function AuthPage() {
  if (await getCurrentUser()) redirect("/");
  return <AuthView />;
}
