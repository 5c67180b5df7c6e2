"use client";

import { Menu } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/lean";
import type { PublicUser } from "@/lib/shared/schemas/user";

// The sheet (Radix Dialog and the menu's links) is loaded on the first open, not with every page.
const loadSheet = () => import("./mobile-nav-sheet");
const MobileNavSheet = dynamic(() => loadSheet().then((m) => m.MobileNavSheet), { ssr: false });

/** The menu button of small screens and its 280 px side menu, with the same items as the header. */
export function MobileNav({ user }: { user: PublicUser | null }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadSheet()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Menu className="size-5" aria-hidden />
      </Button>
      {used ? <MobileNavSheet user={user} open={open} setOpen={setOpen} /> : null}
    </>
  );
}
