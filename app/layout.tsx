import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { getCurrentUser } from "@/lib/server/auth/session";
import { getDisplayMode } from "@/lib/server/users/settings";
import "./globals.css";

const inter = localFont({
  src: "./fonts/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  weight: "100 900",
  display: "swap",
});

export const metadata: Metadata = {
  title: { default: "Pitchside", template: "%s · Pitchside" },
  description:
    "Pitchside finds sponsors, generates brand activation ideas and visualizes brand partnerships.",
  icons: { icon: "/icon.svg" },
};

export const viewport: Viewport = { themeColor: "#0b6b43" };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page depends on who is signed in: render per request, never at build time.
  await connection();
  const user = await getCurrentUser();
  const mode = user ? await getDisplayMode(user.id) : "light";
  return (
    <html
      lang="en"
      className={cn(inter.variable, mode === "dark" && "dark")}
      style={{ colorScheme: mode }}
    >
      <body className="min-h-screen bg-background font-sans text-foreground antialiased">
        {children}
      </body>
    </html>
  );
}
