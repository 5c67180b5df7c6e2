import type { Metadata } from "next";
import { LinkNotFound } from "@/components/share/link-not-found";

export const metadata: Metadata = {
  title: "Link no longer active",
  robots: { index: false, follow: false },
};

/** An unknown, revoked or expired share link (the same page for all three, status 404). */
export default function ShareLinkNotFound() {
  return <LinkNotFound what="proposal" />;
}
