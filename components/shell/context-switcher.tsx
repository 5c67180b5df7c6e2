"use client";

import { Check, ChevronsUpDown, Settings2 } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { BrandLogo } from "@/components/brand/brand-logo";
import { Button } from "@/components/ui/button";
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
import { cn } from "@/lib/cn";

/** Shows the current event context and switches it; choosing one goes to the dashboard. */
export function ContextSwitcher({ className }: { className?: string }) {
  const { brands, selectedBrand, selectBrand } = useEventContext();
  const router = useRouter();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          className={cn("h-10 max-w-64 justify-between gap-2 px-2", className)}
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
