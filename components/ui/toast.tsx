"use client";

import * as React from "react";
import { Toast as ToastPrimitive } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import { X } from "lucide-react";

import { cn } from "@/lib/cn";

export const ToastProvider = ToastPrimitive.Provider;

const VIEWPORT_HOTKEY = ["F8"];

/** Top of the screen on mobile, bottom-right from `sm` up; newest toast nearest the edge. */
export function ToastViewport({
  className,
  hotkey = VIEWPORT_HOTKEY,
  label = "Notifications ({hotkey})",
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      hotkey={hotkey}
      label={label}
      className={cn(
        "fixed top-0 right-0 z-[100] m-0 flex max-h-dvh w-full list-none flex-col-reverse gap-2 p-4 sm:top-auto sm:bottom-0 sm:max-w-[420px] sm:flex-col",
        className,
      )}
      {...props}
    />
  );
}

export const toastVariants = cva(
  [
    "group pointer-events-auto relative flex w-full items-center justify-between gap-4 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg",
    "data-[state=closed]:animate-fade-out data-[state=open]:animate-toast-in",
    "data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none",
    "data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-[translate]",
    // Stacked variants outrank the plain closed animation, so a swipe slides out instead of fading.
    "data-[state=closed]:data-[swipe=end]:animate-toast-swipe-out",
  ],
  {
    variants: {
      variant: {
        default: "bg-background text-foreground",
        destructive: "border-destructive bg-destructive text-destructive-foreground",
        success: "border-success bg-success text-success-foreground",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

/**
 * Escape is meant for the dialog or sheet a toast appeared over, not for the toast: the toast is
 * the newest Radix layer, so it would take the key first. While focus is outside the toasts,
 * Escape closes the topmost open dialog (through its close or cancel button) and the toast stays.
 */
function passEscapeToDialog(event: KeyboardEvent) {
  if (document.activeElement?.closest('[data-slot="toast"]')) return;
  const open = document.querySelectorAll<HTMLElement>(
    '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]',
  );
  const close = open[open.length - 1]?.querySelector<HTMLElement>("[data-escape-closes]");
  if (!close) return;
  event.preventDefault();
  close.click();
}

export function Toast({
  className,
  variant,
  onEscapeKeyDown,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={variant ?? "default"}
      className={cn(toastVariants({ variant }), className)}
      onEscapeKeyDown={(event) => {
        onEscapeKeyDown?.(event);
        if (!event.defaultPrevented) passEscapeToDialog(event);
      }}
      {...props}
    />
  );
}

export function ToastTitle({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Title>) {
  return (
    <ToastPrimitive.Title
      data-slot="toast-title"
      className={cn("text-sm font-semibold", className)}
      {...props}
    />
  );
}

export function ToastDescription({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Description>) {
  return (
    <ToastPrimitive.Description
      data-slot="toast-description"
      className={cn("text-sm", className)}
      {...props}
    />
  );
}

export function ToastAction({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      data-slot="toast-action"
      className={cn(
        "inline-flex h-8 shrink-0 items-center justify-center rounded-md border border-input bg-transparent px-3 text-sm font-medium transition-colors hover:bg-muted disabled:pointer-events-none disabled:opacity-50",
        "group-data-[variant=destructive]:border-destructive-foreground/50 group-data-[variant=destructive]:hover:bg-destructive-foreground/10",
        "group-data-[variant=success]:border-success-foreground/50 group-data-[variant=success]:hover:bg-success-foreground/10",
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      data-slot="toast-close"
      className={cn(
        "absolute top-2 right-2 rounded-sm p-1 text-current opacity-80 transition-opacity hover:opacity-100",
        className,
      )}
      {...props}
    >
      <X aria-hidden="true" className="size-4" />
      <span className="sr-only">Close</span>
    </ToastPrimitive.Close>
  );
}
