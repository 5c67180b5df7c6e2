import { Check, Minus } from "lucide-react";
import { Checkbox as RadixCheckbox } from "radix-ui";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Checkbox, type CheckedState } from "@/components/ui/checkbox";
import { cn } from "@/lib/cn";

type Props = {
  checked?: CheckedState;
  defaultChecked?: CheckedState;
  disabled?: boolean;
  required?: boolean;
  value?: string;
  id?: string;
  className?: string;
  "aria-label"?: string;
  "aria-busy"?: boolean;
  "aria-invalid"?: boolean;
};

const ROOT =
  "peer size-4 shrink-0 rounded-[4px] border border-input bg-background shadow-xs transition-colors disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary data-[state=indeterminate]:text-primary-foreground";

/**
 * The checkbox as Radix's Checkbox drew it with the app's classes and icons. Radix writes a hidden
 * native checkbox after the button for a form it might be in; outside a form it drops it once it
 * runs, and without a `name` that input sends nothing: the plain checkbox (never named) leaves it
 * out, so it is left out of the comparison.
 */
function radixCheckbox({ className, ...props }: Props) {
  const html = renderToStaticMarkup(
    createElement(
      RadixCheckbox.Root,
      {
        "data-slot": "checkbox",
        className: cn(ROOT, className),
        ...props,
      } as RadixCheckbox.CheckboxProps,
      createElement(
        RadixCheckbox.Indicator,
        {
          "data-slot": "checkbox-indicator",
          className: "group flex items-center justify-center text-current",
        } as RadixCheckbox.CheckboxIndicatorProps,
        createElement(Check, {
          "aria-hidden": "true",
          className: "size-3.5 group-data-[state=indeterminate]:hidden",
        }),
        createElement(Minus, {
          "aria-hidden": "true",
          className: "hidden size-3.5 group-data-[state=indeterminate]:block",
        }),
      ),
    ),
  );
  return html.replace(/<input[^>]*\/?>/, "");
}

describe("Checkbox", () => {
  it.each<Props>([
    { checked: true },
    { checked: false },
    { checked: "indeterminate" },
    { defaultChecked: true },
    { defaultChecked: "indeterminate" },
    {},
    { checked: true, disabled: true },
    { checked: false, disabled: true, required: true },
    { checked: "indeterminate", disabled: true },
    { id: "revoke-tokens", className: "mt-0.5", checked: false, "aria-busy": true, disabled: true },
    { "aria-label": "Done", "aria-invalid": true, checked: true },
    { value: "deal.won", defaultChecked: false, required: true },
  ])("writes the markup, roles, states and classes of Radix's checkbox (%j)", (props) => {
    expect(renderToStaticMarkup(createElement(Checkbox, props))).toBe(radixCheckbox(props));
  });
});
