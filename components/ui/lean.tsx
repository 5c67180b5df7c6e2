import * as React from "react";

/**
 * The form controls of the public pages (sign-in, the emailed links, a shared proposal's
 * passcode), whose first load must stay under 150 KB: the same look as `Button`, `Field` and
 * `Input` (and `Card`), as plain markup. No Radix, no class-variance-authority and no class merging
 * (tailwind-merge alone is ~9 KB): a `className` given here is appended, so it must not conflict
 * with the base classes. The signed-in shell (header, menus' triggers, banners), on every signed-in
 * page, uses them too, and so do a page's small islands whose classes need no merging; the rest
 * of the pages keep using the full primitives.
 */

const BUTTON_BASE =
  "shrink-0 items-center font-medium whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0";

const BUTTON_VARIANTS = {
  default: "bg-primary text-primary-foreground shadow-xs hover:bg-primary/90",
  outline: "border border-input bg-background shadow-xs hover:bg-muted hover:text-foreground",
  ghost: "hover:bg-muted hover:text-foreground",
  destructive: "bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90",
} as const;

/**
 * The sizes of `Button` (components/ui/button.tsx). Each also sets the classes a caller may want
 * to change with it (display, alignment, corners, gap, text size), so a caller that needs other
 * ones passes `size={null}` and gives all of them in `className`: nothing is merged here.
 */
const BUTTON_SIZES = {
  default: "inline-flex justify-center gap-2 rounded-md text-sm h-9 px-4 py-2",
  sm: "inline-flex justify-center gap-1.5 rounded-md text-xs h-8 px-3",
  icon: "inline-flex justify-center gap-2 rounded-md text-sm size-9",
} as const;

type ButtonVariant = keyof typeof BUTTON_VARIANTS;
type ButtonSize = keyof typeof BUTTON_SIZES;

/** Join class names, skipping empty ones. No conflict resolution: callers give no conflicts. */
export const join = (...parts: Array<string | false | null | undefined>) =>
  parts.filter(Boolean).join(" ");

/** A button's classes, for a link that looks like a button. */
export function buttonClass(
  variant: ButtonVariant = "default",
  className?: string,
  size: ButtonSize | null = "default",
): string {
  return join(BUTTON_BASE, BUTTON_VARIANTS[variant], size && BUTTON_SIZES[size], className);
}

export function Button({
  variant = "default",
  size = "default",
  className,
  type = "button",
  ...props
}: React.ComponentProps<"button"> & { variant?: ButtonVariant; size?: ButtonSize | null }) {
  return (
    <button
      data-slot="button"
      type={type}
      className={buttonClass(variant, className, size)}
      {...props}
    />
  );
}

export function Input({ className, ...props }: React.ComponentProps<"input">) {
  return (
    <input
      data-slot="input"
      className={join(
        "flex h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 py-1 text-base shadow-xs transition-colors placeholder:text-muted-foreground md:text-sm",
        "focus-visible:border-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive",
        className,
      )}
      {...props}
    />
  );
}

/** A labelled control with an optional hint and error, tied to it as `Field` does. */
export function Field({
  label,
  hint,
  error,
  children,
}: {
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: string | null;
  children: DescribableControl;
}) {
  const id = React.useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="flex items-center gap-2 text-sm leading-none font-medium">
        {label}
      </label>
      <DescribedControl id={id} hint={hint} error={error}>
        {children}
      </DescribedControl>
    </div>
  );
}

export type DescribableControl = React.ReactElement<{
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}>;

/**
 * A field's control given its id and the aria attributes that tie its hint and error to it,
 * followed by that hint and error. Shared by this `Field` and the app's (`components/ui/field.tsx`).
 */
export function DescribedControl({
  id,
  hint,
  error,
  children,
}: {
  id: string;
  hint?: React.ReactNode;
  error?: string | null;
  children: DescribableControl;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <>
      {React.cloneElement(children, {
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The classes of a card's parts: `Card` (components/ui/card.tsx) merges a caller's onto them. */
export const CARD_CLASSES = {
  card: "flex flex-col gap-6 rounded-xl border bg-card py-6 text-card-foreground shadow-sm",
  header: "flex flex-col gap-1.5 px-6",
  title: "text-lg leading-tight font-semibold tracking-tight",
  description: "text-sm text-muted-foreground",
  content: "px-6",
} as const;

/** A card like `Card`, as plain markup: a `className` is appended. */
export function Card({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card" className={join(CARD_CLASSES.card, className)} {...props} />;
}

export function CardHeader({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div data-slot="card-header" className={join(CARD_CLASSES.header, className)} {...props} />
  );
}

/** A card's title: an h3 unless `as` gives the level the page's outline needs (as `Card`'s). */
export function CardTitle({
  className,
  as: Heading = "h3",
  ...props
}: React.ComponentProps<"h3"> & { as?: "h2" | "h3" | "h4" | "div" }) {
  return (
    <Heading data-slot="card-title" className={join(CARD_CLASSES.title, className)} {...props} />
  );
}

export function CardDescription({ className, ...props }: React.ComponentProps<"p">) {
  return (
    <p
      data-slot="card-description"
      className={join(CARD_CLASSES.description, className)}
      {...props}
    />
  );
}

export function CardContent({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div data-slot="card-content" className={join(CARD_CLASSES.content, className)} {...props} />
  );
}

/** An error box like `Alert variant="destructive"`, announced when it appears. */
export function ErrorBox({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div
      role="alert"
      className="grid w-full gap-y-0.5 rounded-lg border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm text-foreground"
    >
      <div className="min-h-4 font-medium tracking-tight">{title}</div>
      <div className="text-sm text-muted-foreground">{children}</div>
    </div>
  );
}

/**
 * A labelled select of a GET form (the filters of the server-drawn list pages): the browser's own
 * control, so it works before and without client code. `anyLabel` is the first option, of value "".
 */
export function FilterSelect({
  id,
  name,
  label,
  value,
  anyLabel,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string | number | undefined;
  anyLabel?: string;
  options: readonly { value: string | number; label: string }[];
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value ?? ""}
        className="h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:border-ring"
      >
        {anyLabel !== undefined ? <option value="">{anyLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
