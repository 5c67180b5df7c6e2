import { Progress as RadixProgress } from "radix-ui";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/cn";

type Props = {
  value?: number | null;
  max?: number;
  className?: string;
  indicatorClassName?: string;
  "aria-label"?: string;
  "data-band"?: string;
};

/** The bar as Radix's Progress draws it, with the classes the app's bar had merged onto it. */
function radixBar({ className, indicatorClassName, value, max = 100, ...props }: Props) {
  const percent = value == null ? 0 : Math.min(100, Math.max(0, (value / max) * 100));
  return renderToStaticMarkup(
    createElement(
      RadixProgress.Root,
      {
        "data-slot": "progress",
        value,
        max,
        className: cn("relative h-2 w-full overflow-hidden rounded-full bg-muted", className),
        ...props,
      } as RadixProgress.ProgressProps,
      createElement(RadixProgress.Indicator, {
        "data-slot": "progress-indicator",
        className: cn("h-full w-full flex-1 bg-primary transition-transform", indicatorClassName),
        style: { transform: `translateX(-${100 - percent}%)` },
      } as RadixProgress.ProgressIndicatorProps),
    ),
  );
}

/** The markup with each element's classes as a sorted set: order and repeats change nothing. */
const sortedClasses = (html: string) =>
  html.replace(
    /class="([^"]*)"/g,
    (_, list: string) => `class="${[...new Set(list.split(" "))].sort().join(" ")}"`,
  );

describe("Progress", () => {
  beforeEach(() => {
    // Radix reports an invalid value or max on the console before falling back.
    jest.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it.each<Props>([
    { value: 40, "aria-label": "Example job progress" },
    { value: 0 },
    { value: 100 },
    { value: 12.6, max: 50 },
    { value: null },
    {},
    { value: 150 },
    { value: -5 },
    { value: 30, max: 0 },
    { value: 25, className: "mt-2 h-1.5" },
    { value: 80, className: "h-2 w-full max-w-xs", indicatorClassName: "bg-success" },
    {
      value: 55,
      className: "h-2 flex-1",
      indicatorClassName: "bg-amber-500",
      "data-band": "medium",
    },
  ])("draws what Radix's Progress drew for %j", (props) => {
    expect(sortedClasses(renderToStaticMarkup(createElement(Progress, props)))).toBe(
      sortedClasses(radixBar(props)),
    );
  });
});
