"use client";

import { LayoutGrid, List } from "lucide-react";
import { useRouter } from "next/navigation";
import { Label } from "@/components/ui/label";
import { namedOptions, plainOptions, SimpleSelect } from "@/components/ui/simple-select";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import { useEventBrands } from "@/lib/client/hooks/use-event-brands";
import type { SortOrder } from "@/lib/shared/event-schedule";
import type { ViewMode } from "./view-mode";

const ORDER_OPTIONS = [
  { value: "asc", label: "Earliest first" },
  { value: "desc", label: "Latest first" },
];

export function ScheduleToolbar({
  brandId,
  years,
  year,
  onYear,
  order,
  onOrder,
  view,
  onView,
}: {
  brandId: number;
  years: number[];
  year: number | "all";
  onYear: (year: number | "all") => void;
  order: SortOrder;
  onOrder: (order: SortOrder) => void;
  view: ViewMode;
  onView: (view: ViewMode) => void;
}) {
  const router = useRouter();
  const { data: brands = [] } = useEventBrands();
  return (
    <div className="mb-8 flex flex-wrap items-end gap-4 rounded-xl border border-border bg-card p-4">
      <div className="grid gap-1.5">
        <Label htmlFor="schedule-brand">Event brand</Label>
        <SimpleSelect
          id="schedule-brand"
          className="w-56"
          value={String(brandId)}
          onValueChange={(value) => router.push(`/specific-events?eventBrandId=${value}`)}
          options={namedOptions(brands)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="schedule-year">Year</Label>
        <SimpleSelect
          id="schedule-year"
          className="w-32"
          value={String(year)}
          onValueChange={(value) => onYear(value === "all" ? "all" : Number(value))}
          options={[{ value: "all", label: "All years" }, ...plainOptions(years)]}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="schedule-order">Sort order</Label>
        <SimpleSelect
          id="schedule-order"
          className="w-40"
          value={order}
          onValueChange={(value) => onOrder(value === "desc" ? "desc" : "asc")}
          options={ORDER_OPTIONS}
        />
      </div>
      <div className="ml-auto grid gap-1.5">
        <span className="text-sm font-medium" id="view-label">
          View
        </span>
        <ToggleGroup
          type="single"
          value={view}
          aria-labelledby="view-label"
          onValueChange={(value) => value && onView(value === "list" ? "list" : "card")}
        >
          <ToggleGroupItem value="card" aria-label="Card view">
            <LayoutGrid className="size-4" aria-hidden />
          </ToggleGroupItem>
          <ToggleGroupItem value="list" aria-label="List view">
            <List className="size-4" aria-hidden />
          </ToggleGroupItem>
        </ToggleGroup>
      </div>
    </div>
  );
}
