"use client";

import { useState, type ReactNode } from "react";
import { TabsContent } from "@/components/ui/tabs";

/**
 * A tab panel that mounts on its first visit and then stays mounted (hidden while another tab is
 * shown), so a running research, idea or mockup job keeps its progress across tab switches.
 */
export function KeptTabContent({
  value,
  active,
  children,
}: {
  value: string;
  active: boolean;
  children: ReactNode;
}) {
  const [visited, setVisited] = useState(active);
  if (active && !visited) setVisited(true);
  return (
    <TabsContent value={value} forceMount className="pt-4 data-[state=inactive]:hidden">
      {visited ? children : null}
    </TabsContent>
  );
}
