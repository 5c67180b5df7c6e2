import { Tabs as RadixTabs } from "radix-ui";
import { createElement as h, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { cn } from "@/lib/cn";
import { comparable } from "./radix-parity";

type Panel = {
  value: string;
  label: string;
  disabled?: boolean;
  forceMount?: true;
  className?: string;
};
type Props = {
  value?: string;
  defaultValue?: string;
  orientation?: "horizontal" | "vertical";
  className?: string;
  listLabel?: string;
  panels: Panel[];
};

/** The app's Tabs as they were written on Radix's primitives (the classes of components/ui/tabs.tsx). */
const RADIX = {
  Root: ({ className, ...props }: RadixTabs.TabsProps) =>
    h(RadixTabs.Root, {
      "data-slot": "tabs",
      className: cn("flex flex-col gap-2", className),
      ...props,
    } as RadixTabs.TabsProps),
  List: ({ className, ...props }: RadixTabs.TabsListProps) =>
    h(RadixTabs.List, {
      "data-slot": "tabs-list",
      className: cn(
        "inline-flex h-9 w-fit items-center justify-center rounded-lg bg-muted p-1 text-muted-foreground",
        className,
      ),
      ...props,
    } as RadixTabs.TabsListProps),
  Trigger: ({ className, ...props }: RadixTabs.TabsTriggerProps) =>
    h(RadixTabs.Trigger, {
      "data-slot": "tabs-trigger",
      className: cn(
        "inline-flex h-full flex-1 items-center justify-center gap-1.5 rounded-md px-3 py-1 text-sm font-medium whitespace-nowrap transition-colors hover:text-foreground disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        className,
      ),
      ...props,
    } as RadixTabs.TabsTriggerProps),
  Content: ({ className, ...props }: RadixTabs.TabsContentProps) =>
    h(RadixTabs.Content, {
      "data-slot": "tabs-content",
      className: cn("flex-1", className),
      ...props,
    } as RadixTabs.TabsContentProps),
};

const PLAIN = { Root: Tabs, List: TabsList, Trigger: TabsTrigger, Content: TabsContent };

function render(parts: typeof PLAIN | typeof RADIX, { panels, listLabel, ...root }: Props): string {
  const Root = parts.Root as unknown as (props: Record<string, unknown>) => ReactNode;
  const List = parts.List as unknown as (props: Record<string, unknown>) => ReactNode;
  const Trigger = parts.Trigger as unknown as (props: Record<string, unknown>) => ReactNode;
  const Content = parts.Content as unknown as (props: Record<string, unknown>) => ReactNode;
  return renderToStaticMarkup(
    h(
      Root,
      root,
      h(
        List,
        { "aria-label": listLabel, className: "grid w-full grid-cols-4 sm:inline-flex" },
        ...panels.map((panel) =>
          h(
            Trigger,
            { key: panel.value, value: panel.value, disabled: panel.disabled, className: "px-2" },
            panel.label,
          ),
        ),
      ),
      ...panels.map((panel) =>
        h(
          Content,
          {
            key: panel.value,
            value: panel.value,
            forceMount: panel.forceMount,
            className: panel.className,
          },
          h("p", null, `${panel.label} content`),
        ),
      ),
    ),
  );
}

const PANELS: Panel[] = [
  { value: "overview", label: "Overview" },
  {
    value: "research",
    label: "Research",
    forceMount: true,
    className: "pt-4 data-[state=inactive]:hidden",
  },
  { value: "activations", label: "Activations", disabled: true },
  { value: "proposal", label: "Proposal" },
];

describe("Tabs", () => {
  it.each<[string, Props]>([
    ["the first tab active", { value: "overview", panels: PANELS }],
    [
      "the kept (forceMount) tab active, a labelled list",
      { value: "research", panels: PANELS, listLabel: "Sponsor page sections" },
    ],
    [
      "the last tab active, classes merged",
      { value: "proposal", panels: PANELS, className: "gap-6" },
    ],
    ["uncontrolled, a default value", { defaultValue: "research", panels: PANELS }],
    ["uncontrolled, no value", { panels: PANELS }],
    [
      "vertical, a disabled tab active",
      { value: "activations", panels: PANELS, orientation: "vertical" },
    ],
  ])("%s: writes the markup, ids, roles, states and classes of Radix's tabs", (_, props) => {
    expect(comparable(render(PLAIN, props))).toBe(comparable(render(RADIX, props)));
  });
});
