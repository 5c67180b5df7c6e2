import { Switch as RadixSwitch } from "radix-ui";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Switch } from "@/components/ui/switch";
import { cn } from "@/lib/cn";

type Props = {
  checked?: boolean;
  defaultChecked?: boolean;
  disabled?: boolean;
  required?: boolean;
  id?: string;
  className?: string;
  "aria-label"?: string;
  "aria-describedby"?: string;
};

const ROOT =
  "peer inline-flex h-5 w-9 shrink-0 items-center rounded-full border border-transparent shadow-xs transition-colors disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary data-[state=unchecked]:bg-input";
const THUMB =
  "pointer-events-none block size-4 rounded-full bg-background shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-4 data-[state=unchecked]:translate-x-0.5";

/**
 * The switch as Radix's Switch drew it with the app's classes. Before hydration Radix also writes
 * a hidden checkbox after the button, for a form it might be in; once it runs it drops it outside a
 * form, and no switch in the app is in one or has a name, so that input is left out here.
 */
function radixSwitch({ className, ...props }: Props) {
  const html = renderToStaticMarkup(
    createElement(
      RadixSwitch.Root,
      {
        "data-slot": "switch",
        className: cn(ROOT, className),
        ...props,
      } as RadixSwitch.SwitchProps,
      createElement(RadixSwitch.Thumb, {
        "data-slot": "switch-thumb",
        className: THUMB,
      } as RadixSwitch.SwitchThumbProps),
    ),
  );
  return html.replace(/<input[^>]*\/?>/, "");
}

describe("Switch", () => {
  it.each<Props>([
    { checked: true },
    { checked: false },
    { defaultChecked: true },
    {},
    { checked: true, disabled: true },
    { checked: false, disabled: true, required: true },
    { id: "notifications", "aria-describedby": "notifications-hint", checked: true },
    { "aria-label": "Kick-off done", checked: false, className: "ml-auto" },
  ])("writes the markup, roles, states and classes of Radix's switch (%j)", (props) => {
    expect(renderToStaticMarkup(createElement(Switch, props))).toBe(radixSwitch(props));
  });
});
