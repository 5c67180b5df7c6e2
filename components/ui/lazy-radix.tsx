"use client";

import {
  Children,
  cloneElement,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ComponentProps,
  type JSXElementConstructor,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from "react";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props
type AnyComponent = JSXElementConstructor<any>;
type Parts = Record<string, AnyComponent>;
type RootProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
};

type ElementProps = Record<string, unknown>;

/**
 * The single child given these props, as Radix's `asChild` does it (without loading Radix's Slot
 * with every page): the child's own props win, except that both event handlers run (the child's
 * first) and both class names apply.
 */
function PropsIntoChild({ children, ...props }: ElementProps & { children?: ReactNode }) {
  const child = Children.only(children) as ReactElement<ElementProps>;
  const own = child.props;
  const merged: ElementProps = { ...props, ...own };
  for (const [key, value] of Object.entries(props)) {
    const mine = own[key];
    if (/^on[A-Z]/.test(key) && typeof value === "function" && typeof mine === "function") {
      merged[key] = (...args: unknown[]) => {
        mine(...args);
        value(...args);
      };
    }
  }
  if (props.className && own.className) merged.className = `${props.className} ${own.className}`;
  return cloneElement(child, merged);
}

/**
 * Radix overlays (menus, dialogs, sheets) whose code loads on first use rather than with every
 * page. Until then an overlay is only its trigger, the same element: the first click (or Enter,
 * Space, Arrow Down) loads the parts and opens it, and hovering or focusing the trigger starts the
 * load early; an overlay its owner opens (`open`) loads at once. Then the loaded parts render, as
 * if they had been there all along (a closed Radix overlay renders nothing but its trigger).
 */
export function lazyRadix<M extends Parts>(load: () => Promise<M>) {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  const loadParts = () => (loading ??= load().then((parts) => (loaded = parts)));
  /** Present while the parts are not loaded: what the trigger calls to open its overlay. */
  const Pending = createContext<{ open: () => void } | null>(null);

  function root<K extends keyof M & string>(name: K) {
    function Root({ open, defaultOpen, onOpenChange, children, ...props }: RootProps) {
      const [parts, setParts] = useState<M | null>(loaded);
      const [openedOnLoad, setOpenedOnLoad] = useState(false);
      const start = useCallback(
        (opening: boolean) => {
          void loadParts().then((module) => {
            if (opening) {
              setOpenedOnLoad(true);
              onOpenChange?.(true);
            }
            setParts(module);
          });
        },
        [onOpenChange],
      );
      useEffect(() => {
        if (!parts && (open || defaultOpen)) start(false);
      }, [parts, open, defaultOpen, start]);
      if (parts) {
        const Component = parts[name] as AnyComponent;
        return (
          <Component
            open={open}
            defaultOpen={defaultOpen ?? openedOnLoad}
            onOpenChange={onOpenChange}
            {...props}
          >
            {children}
          </Component>
        );
      }
      return <Pending.Provider value={{ open: () => start(true) }}>{children}</Pending.Provider>;
    }
    Root.displayName = name;
    return Root as (props: ComponentProps<M[K]>) => ReactNode;
  }

  function trigger<K extends keyof M & string>(name: K, opensWith: string[] = ["ArrowDown"]) {
    function Trigger({
      asChild,
      onKeyDown,
      ...props
    }: {
      asChild?: boolean;
      onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void;
    }) {
      const pending = useContext(Pending);
      if (!pending) {
        if (!loaded) return null;
        const Component = loaded[name] as AnyComponent;
        return <Component asChild={asChild} onKeyDown={onKeyDown} {...props} />;
      }
      const Element = asChild ? PropsIntoChild : "button";
      return (
        <Element
          type={asChild ? undefined : "button"}
          aria-haspopup={name.includes("Menu") ? "menu" : "dialog"}
          aria-expanded={false}
          data-state="closed"
          {...props}
          onPointerEnter={() => void loadParts()}
          onFocus={() => void loadParts()}
          onClick={() => pending.open()}
          onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
            onKeyDown?.(event);
            if (opensWith.includes(event.key)) {
              event.preventDefault();
              pending.open();
            }
          }}
        />
      );
    }
    Trigger.displayName = name;
    return Trigger as (props: ComponentProps<M[K]>) => ReactNode;
  }

  /** A part that exists only inside an open overlay: nothing until the parts are loaded. */
  function part<K extends keyof M & string>(name: K) {
    function Part(props: Record<string, unknown>) {
      const pending = useContext(Pending);
      if (pending || !loaded) return null;
      const Component = loaded[name] as AnyComponent;
      return <Component {...props} />;
    }
    Part.displayName = name;
    return Part as (props: ComponentProps<M[K]>) => ReactNode;
  }

  return { root, trigger, part };
}
