"use client";

import { Check, ChevronsUpDown, Settings2 } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { BrandLogo } from "@/components/brand/brand-logo";
import { Button } from "@/components/ui/lean";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useEventContext } from "@/lib/client/event-context";

const PLACEMENT_CLASSES = {
  /** In the header's top row, from 768 px. */
  header: "hidden md:inline-flex h-10 max-w-64",
  /** Across the mobile menu, above its links. */
  menu: "inline-flex h-10 w-full mb-3",
} as const;

/** Shows the current event context and switches it; choosing one goes to the dashboard. */
export function ContextSwitcher({ placement }: { placement: keyof typeof PLACEMENT_CLASSES }) {
  const { brands, selectedBrand, selectBrand } = useEventContext();
  const router = useRouter();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          size={null}
          className={`${PLACEMENT_CLASSES[placement]} justify-between gap-2 rounded-md px-2 py-2 text-sm`}
          aria-label={`Current event context: ${selectedBrand?.name ?? "none selected"}. Change context`}
          data-help-context="event"
          data-help-title="Event context"
        >
          {selectedBrand ? (
            <BrandLogo name={selectedBrand.name} logoUrl={selectedBrand.logoUrl} size="xs" />
          ) : null}
          <span className="truncate">{selectedBrand?.name ?? "Select a context"}</span>
          <ChevronsUpDown className="size-4 shrink-0 opacity-60" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-72">
        <DropdownMenuLabel>Event brands</DropdownMenuLabel>
        <DropdownMenuGroup>
          {brands.length === 0 ? (
            <DropdownMenuItem disabled>No event brands yet</DropdownMenuItem>
          ) : (
            brands.map((brand) => (
              <DropdownMenuItem
                key={brand.id}
                onSelect={() => {
                  selectBrand(brand.id);
                  router.push("/");
                }}
              >
                <BrandLogo name={brand.name} logoUrl={brand.logoUrl} size="xs" />
                <span className="truncate">{brand.name}</span>
                {brand.id === selectedBrand?.id ? (
                  <Check className="ml-auto size-4" aria-label="Selected" />
                ) : null}
              </DropdownMenuItem>
            ))
          )}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/event-brands">
            <Settings2 className="size-4" aria-hidden />
            Manage Event Contexts
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
