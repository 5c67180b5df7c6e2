import { clsx, type ClassValue } from "clsx";
import { createTailwindMerge, fromTheme, validators } from "tailwind-merge";

/**
 * tailwind-merge's merger built with only the class groups this codebase uses. Its default config
 * describes every Tailwind utility and is most of the library's ~8 KB gzipped, on every page that
 * merges classes; this one keeps the same definitions (copied from the default config, in the same
 * order, which decides which group a class belongs to) for the groups used here, and their
 * conflicts. tests/unit/cn.test.ts collects every class the code writes and checks that this
 * merger gives the same result as the default `twMerge` for each pair of them: a class from a
 * group missing here fails it, and the group is then added from tailwind-merge's default config.
 */

const {
  isAny,
  isAnyNonArbitrary,
  isArbitraryFamilyName,
  isArbitraryLength,
  isArbitraryNumber,
  isArbitraryShadow,
  isArbitraryValue,
  isArbitraryVariable,
  isArbitraryVariableFamilyName,
  isArbitraryVariableLength,
  isArbitraryVariableShadow,
  isArbitraryVariableWeight,
  isArbitraryWeight,
  isFraction,
  isInteger,
  isNumber,
  isTshirtSize,
} = validators;

const themeColor = fromTheme("color");
const themeFont = fromTheme("font");
const themeText = fromTheme("text");
const themeFontWeight = fromTheme("font-weight");
const themeTracking = fromTheme("tracking");
const themeLeading = fromTheme("leading");
const themeBreakpoint = fromTheme("breakpoint");
const themeContainer = fromTheme("container");
const themeSpacing = fromTheme("spacing");
const themeRadius = fromTheme("radius");
const themeShadow = fromTheme("shadow");
const themeBlur = fromTheme("blur");
const themeAspect = fromTheme("aspect");
const themeAnimate = fromTheme("animate");

const arbitrary = [isArbitraryVariable, isArbitraryValue];
const position = [
  "center",
  "top",
  "bottom",
  "left",
  "right",
  "top-left",
  "left-top",
  "top-right",
  "right-top",
  "bottom-right",
  "right-bottom",
  "bottom-left",
  "left-bottom",
  ...arbitrary,
];
const overflow = ["auto", "hidden", "clip", "visible", "scroll"];
const spacing = [...arbitrary, themeSpacing];
const inset = [isFraction, "full", "auto", ...spacing];
const gridTemplate = [isInteger, "none", "subgrid", ...arbitrary];
const alignPrimary = [
  "start",
  "end",
  "center",
  "between",
  "around",
  "evenly",
  "stretch",
  "baseline",
  "center-safe",
  "end-safe",
];
const alignSecondary = ["start", "end", "center", "stretch", "center-safe", "end-safe"];
const margin = ["auto", ...spacing];
const sizing = [
  isFraction,
  "auto",
  "full",
  "dvw",
  "dvh",
  "lvw",
  "lvh",
  "svw",
  "svh",
  "min",
  "max",
  "fit",
  ...spacing,
];
const color = [themeColor, ...arbitrary];
const radius = ["", "none", "full", themeRadius, ...arbitrary];
const borderWidth = ["", isNumber, isArbitraryVariableLength, isArbitraryLength];
const lineStyle = ["solid", "dashed", "dotted", "double"];

const mergeClasses = /* @__PURE__ */ createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {
    animate: ["spin", "ping", "pulse", "bounce"],
    aspect: ["video"],
    blur: [isTshirtSize],
    breakpoint: [isTshirtSize],
    color: [isAny],
    container: [isTshirtSize],
    font: [isAnyNonArbitrary],
    "font-weight": [
      "thin",
      "extralight",
      "light",
      "normal",
      "medium",
      "semibold",
      "bold",
      "extrabold",
      "black",
    ],
    leading: ["none", "tight", "snug", "normal", "relaxed", "loose"],
    radius: [isTshirtSize],
    shadow: [isTshirtSize],
    spacing: ["px", isNumber],
    text: [isTshirtSize],
    tracking: ["tighter", "tight", "normal", "wide", "wider", "widest"],
  },
  classGroups: {
    aspect: [
      {
        aspect: ["auto", "square", isFraction, isArbitraryValue, isArbitraryVariable, themeAspect],
      },
    ],
    "container-type": [{ "@container": ["", "normal", "size", ...arbitrary] }],
    display: [
      "block",
      "inline-block",
      "inline",
      "flex",
      "inline-flex",
      "table",
      "inline-table",
      "table-caption",
      "table-cell",
      "table-column",
      "table-column-group",
      "table-footer-group",
      "table-header-group",
      "table-row-group",
      "table-row",
      "flow-root",
      "grid",
      "inline-grid",
      "contents",
      "list-item",
      "hidden",
    ],
    sr: ["sr-only", "not-sr-only"],
    "object-fit": [{ object: ["contain", "cover", "fill", "none", "scale-down"] }],
    overflow: [{ overflow }],
    "overflow-x": [{ "overflow-x": overflow }],
    "overflow-y": [{ "overflow-y": overflow }],
    position: ["static", "fixed", "absolute", "relative", "sticky"],
    inset: [{ inset }],
    "inset-x": [{ "inset-x": inset }],
    "inset-y": [{ "inset-y": inset }],
    top: [{ top: inset }],
    right: [{ right: inset }],
    bottom: [{ bottom: inset }],
    left: [{ left: inset }],
    visibility: ["visible", "invisible", "collapse"],
    z: [{ z: [isInteger, "auto", ...arbitrary] }],
    "flex-direction": [{ flex: ["row", "row-reverse", "col", "col-reverse"] }],
    "flex-wrap": [{ flex: ["nowrap", "wrap", "wrap-reverse"] }],
    flex: [{ flex: [isNumber, isFraction, "auto", "initial", "none", isArbitraryValue] }],
    grow: [{ grow: ["", isNumber, ...arbitrary] }],
    shrink: [{ shrink: ["", isNumber, ...arbitrary] }],
    "grid-cols": [{ "grid-cols": gridTemplate }],
    "col-start-end": [
      {
        col: ["auto", { span: ["full", isInteger, ...arbitrary] }, isInteger, ...arbitrary],
      },
    ],
    "col-start": [{ "col-start": [isInteger, "auto", ...arbitrary] }],
    "grid-rows": [{ "grid-rows": gridTemplate }],
    gap: [{ gap: spacing }],
    "gap-x": [{ "gap-x": spacing }],
    "gap-y": [{ "gap-y": spacing }],
    "justify-content": [{ justify: [...alignPrimary, "normal"] }],
    "justify-items": [{ "justify-items": [...alignSecondary, "normal"] }],
    "justify-self": [{ "justify-self": ["auto", ...alignSecondary] }],
    "align-content": [{ content: ["normal", ...alignPrimary] }],
    "align-items": [{ items: [...alignSecondary, { baseline: ["", "last"] }] }],
    "align-self": [{ self: ["auto", ...alignSecondary, { baseline: ["", "last"] }] }],
    p: [{ p: spacing }],
    px: [{ px: spacing }],
    py: [{ py: spacing }],
    pt: [{ pt: spacing }],
    pr: [{ pr: spacing }],
    pb: [{ pb: spacing }],
    pl: [{ pl: spacing }],
    m: [{ m: margin }],
    mx: [{ mx: margin }],
    my: [{ my: margin }],
    mt: [{ mt: margin }],
    mr: [{ mr: margin }],
    mb: [{ mb: margin }],
    ml: [{ ml: margin }],
    "space-y": [{ "space-y": spacing }],
    size: [{ size: sizing }],
    w: [{ w: [themeContainer, "screen", ...sizing] }],
    "min-w": [{ "min-w": [themeContainer, "screen", "none", ...sizing] }],
    "max-w": [
      {
        "max-w": [
          themeContainer,
          "screen",
          "none",
          "prose",
          { screen: [themeBreakpoint] },
          ...sizing,
        ],
      },
    ],
    h: [{ h: ["screen", "lh", ...sizing] }],
    "min-h": [{ "min-h": ["screen", "lh", "none", ...sizing] }],
    "max-h": [{ "max-h": ["screen", "lh", "none", ...sizing] }],
    "font-size": [{ text: ["base", themeText, isArbitraryVariableLength, isArbitraryLength] }],
    "font-smoothing": ["antialiased", "subpixel-antialiased"],
    "font-style": ["italic", "not-italic"],
    "font-weight": [{ font: [themeFontWeight, isArbitraryVariableWeight, isArbitraryWeight] }],
    "font-family": [{ font: [isArbitraryVariableFamilyName, isArbitraryFamilyName, themeFont] }],
    "fvn-spacing": ["proportional-nums", "tabular-nums"],
    tracking: [{ tracking: [themeTracking, ...arbitrary] }],
    "line-clamp": [{ "line-clamp": [isNumber, "none", isArbitraryVariable, isArbitraryNumber] }],
    leading: [{ leading: ["none", themeLeading, ...spacing] }],
    "list-style-type": [{ list: ["disc", "decimal", "none", ...arbitrary] }],
    "text-alignment": [{ text: ["left", "center", "right", "justify", "start", "end"] }],
    "text-color": [{ text: color }],
    "text-decoration": ["underline", "overline", "line-through", "no-underline"],
    "underline-offset": [{ "underline-offset": [isNumber, "auto", ...arbitrary] }],
    "text-transform": ["uppercase", "lowercase", "capitalize", "normal-case"],
    "text-overflow": ["truncate", "text-ellipsis", "text-clip"],
    "text-wrap": [{ text: ["wrap", "nowrap", "balance", "pretty"] }],
    "vertical-align": [
      {
        align: [
          "baseline",
          "top",
          "middle",
          "bottom",
          "text-top",
          "text-bottom",
          "sub",
          "super",
          ...arbitrary,
        ],
      },
    ],
    whitespace: [
      { whitespace: ["normal", "nowrap", "pre", "pre-line", "pre-wrap", "break-spaces"] },
    ],
    break: [{ break: ["normal", "words", "all", "keep"] }],
    "bg-color": [{ bg: color }],
    rounded: [{ rounded: radius }],
    "rounded-t": [{ "rounded-t": radius }],
    "border-w": [{ border: borderWidth }],
    "border-w-t": [{ "border-t": borderWidth }],
    "border-w-r": [{ "border-r": borderWidth }],
    "border-w-b": [{ "border-b": borderWidth }],
    "border-w-l": [{ "border-l": borderWidth }],
    "divide-y": [{ "divide-y": borderWidth }],
    "border-style": [{ border: [...lineStyle, "hidden", "none"] }],
    "border-color": [{ border: color }],
    "border-color-t": [{ "border-t": color }],
    "border-color-l": [{ "border-l": color }],
    "divide-color": [{ divide: color }],
    "outline-style": [{ outline: [...lineStyle, "none", "hidden"] }],
    "outline-offset": [{ "outline-offset": [isNumber, ...arbitrary] }],
    "outline-w": [{ outline: ["", isNumber, isArbitraryVariableLength, isArbitraryLength] }],
    "outline-color": [{ outline: color }],
    shadow: [
      {
        shadow: ["", "inner", "none", themeShadow, isArbitraryVariableShadow, isArbitraryShadow],
      },
    ],
    "ring-w": [{ ring: borderWidth }],
    "ring-color": [{ ring: color }],
    opacity: [{ opacity: [isNumber, ...arbitrary] }],
    filter: [{ filter: ["", "none", ...arbitrary] }],
    "backdrop-blur": [{ "backdrop-blur": ["", "none", themeBlur, ...arbitrary] }],
    "border-collapse": [{ border: ["collapse", "separate"] }],
    caption: [{ caption: ["top", "bottom"] }],
    transition: [
      {
        transition: ["", "all", "colors", "opacity", "shadow", "transform", "none", ...arbitrary],
      },
    ],
    animate: [{ animate: ["none", themeAnimate, ...arbitrary] }],
    rotate: [{ rotate: ["none", isNumber, ...arbitrary] }],
    "transform-origin": [{ origin: position }],
    "translate-x": [{ "translate-x": [isFraction, "full", ...spacing] }],
    "translate-y": [{ "translate-y": [isFraction, "full", ...spacing] }],
    accent: [{ accent: color }],
    appearance: [{ appearance: ["none", "auto"] }],
    cursor: [
      {
        cursor: [
          "auto",
          "default",
          "pointer",
          "wait",
          "text",
          "move",
          "help",
          "not-allowed",
          "none",
          "context-menu",
          "progress",
          "cell",
          "crosshair",
          "vertical-text",
          "alias",
          "copy",
          "no-drop",
          "grab",
          "grabbing",
          "all-scroll",
          "col-resize",
          "row-resize",
          "n-resize",
          "e-resize",
          "s-resize",
          "w-resize",
          "ne-resize",
          "nw-resize",
          "se-resize",
          "sw-resize",
          "ew-resize",
          "ns-resize",
          "nesw-resize",
          "nwse-resize",
          "zoom-in",
          "zoom-out",
          ...arbitrary,
        ],
      },
    ],
    "pointer-events": [{ "pointer-events": ["auto", "none"] }],
    "scroll-my": [{ "scroll-my": spacing }],
    "scroll-mt": [{ "scroll-mt": spacing }],
    touch: [{ touch: ["auto", "none", "manipulation"] }],
    select: [{ select: ["none", "text", "all", "auto"] }],
    fill: [{ fill: ["none", ...color] }],
  },
  conflictingClassGroups: {
    overflow: ["overflow-x", "overflow-y"],
    inset: ["inset-x", "inset-y", "top", "right", "bottom", "left"],
    "inset-x": ["right", "left"],
    "inset-y": ["top", "bottom"],
    flex: ["grow", "shrink"],
    gap: ["gap-x", "gap-y"],
    p: ["px", "py", "pt", "pr", "pb", "pl"],
    px: ["pr", "pl"],
    py: ["pt", "pb"],
    m: ["mx", "my", "mt", "mr", "mb", "ml"],
    mx: ["mr", "ml"],
    my: ["mt", "mb"],
    size: ["w", "h"],
    "font-size": ["leading"],
    "line-clamp": ["display", "overflow"],
    rounded: ["rounded-t"],
    "border-w": ["border-w-t", "border-w-r", "border-w-b", "border-w-l"],
    "border-color": ["border-color-t", "border-color-l"],
    "scroll-my": ["scroll-mt"],
  },
  conflictingClassGroupModifiers: {
    "font-size": ["leading"],
  },
  postfixLookupClassGroups: ["container-type"],
  orderSensitiveModifiers: [
    "*",
    "**",
    "after",
    "backdrop",
    "before",
    "details-content",
    "file",
    "first-letter",
    "first-line",
    "marker",
    "placeholder",
    "selection",
  ],
}));

/** Join class names, letting later Tailwind utilities override earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
