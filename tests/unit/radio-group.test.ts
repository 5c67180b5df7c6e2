import { RadioGroup as RadixRadioGroup } from "radix-ui";
import { Circle } from "lucide-react";
import { createElement as h, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { cn } from "@/lib/cn";
import { comparable } from "./radix-parity";

type Item = { value: string; id?: string; disabled?: boolean; "aria-label"?: string };
type Props = {
  value?: string;
  defaultValue?: string;
  disabled?: boolean;
  required?: boolean;
  orientation?: "horizontal" | "vertical";
  className?: string;
  "aria-label"?: string;
  items: Item[];
};

const ITEM =
  "peer aspect-square size-4 shrink-0 rounded-full border border-input bg-background text-primary shadow-xs transition-colors disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive data-[state=checked]:border-primary";

/** The app's radio group as it was written on Radix's primitives (components/ui/radio-group.tsx). */
const RADIX = {
  Root: ({ className, ...props }: RadixRadioGroup.RadioGroupProps) =>
    h(RadixRadioGroup.Root, {
      "data-slot": "radio-group",
      className: cn("grid gap-3", className),
      ...props,
    } as RadixRadioGroup.RadioGroupProps),
  Item: ({ className, ...props }: RadixRadioGroup.RadioGroupItemProps) =>
    h(
      RadixRadioGroup.Item,
      {
        "data-slot": "radio-group-item",
        className: cn(ITEM, className),
        ...props,
      } as RadixRadioGroup.RadioGroupItemProps,
      h(
        RadixRadioGroup.Indicator,
        {
          "data-slot": "radio-group-indicator",
          className: "flex items-center justify-center",
        } as RadixRadioGroup.RadioGroupIndicatorProps,
        h(Circle, { "aria-hidden": "true", className: "size-2 fill-current" }),
      ),
    ),
};

const PLAIN = { Root: RadioGroup, Item: RadioGroupItem };

/**
 * Before hydration Radix also writes a hidden radio input after each button, for a form the group
 * might be in; once it runs it drops them outside a form. No radio group in the app is in a form
 * or has a name, so the plain group writes none.
 */
function render(
  parts: typeof PLAIN | typeof RADIX,
  { items, ...root }: Props,
  dropInputs: boolean,
) {
  const Root = parts.Root as unknown as (props: Record<string, unknown>) => ReactNode;
  const Item = parts.Item as unknown as (props: Record<string, unknown>) => ReactNode;
  const html = renderToStaticMarkup(
    h(
      Root,
      root,
      ...items.map((item) =>
        h(
          "label",
          { key: item.value, className: "flex items-center gap-2" },
          h(Item, item),
          item.value,
        ),
      ),
    ),
  );
  return comparable(dropInputs ? html.replace(/<input[^>]*\/?>/g, "") : html);
}

const MODES: Item[] = [
  { value: "light", id: "mode-light" },
  { value: "dark", id: "mode-dark" },
];
const COUNTS: Item[] = [
  { value: "3" },
  { value: "5", disabled: true },
  { value: "10", "aria-label": "Ten ideas" },
];

describe("RadioGroup", () => {
  it.each<[string, Props]>([
    [
      "the first checked",
      { value: "light", items: MODES, "aria-label": "Display mode", className: "flex gap-6" },
    ],
    ["the second checked", { value: "dark", items: MODES }],
    ["none checked (an empty value)", { value: "", items: COUNTS, className: "gap-0" }],
    ["uncontrolled, a default value", { defaultValue: "10", items: COUNTS }],
    ["uncontrolled, no value", { items: COUNTS, required: true }],
    ["the whole group disabled", { value: "3", items: COUNTS, disabled: true }],
    ["a disabled item checked, vertical", { value: "5", items: COUNTS, orientation: "vertical" }],
  ])("%s: writes the markup, roles, states and classes of Radix's radio group", (_, props) => {
    expect(render(PLAIN, props, false)).toBe(render(RADIX, props, true));
  });

  it("writes no form input of its own", () => {
    expect(render(PLAIN, { value: "light", items: MODES }, false)).not.toContain("<input");
  });
});
