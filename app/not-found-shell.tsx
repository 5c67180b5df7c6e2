"use client";

import dynamic from "next/dynamic";
import type { PublicUser } from "@/lib/shared/schemas/user";

// The root not-found boundary is part of every route's payload, so whatever it imports statically
// is in every page's first load (the sign-in page's too). The shell, its menus and dialogs are
// loaded only when a page is actually not found (still rendered on the server).
const Content = dynamic(() => import("./not-found-content").then((m) => m.NotFoundContent));

export function NotFoundShell({
  user,
  devBannerDismissed,
}: {
  user: PublicUser | null;
  devBannerDismissed: boolean;
}) {
  return <Content user={user} devBannerDismissed={devBannerDismissed} />;
}
