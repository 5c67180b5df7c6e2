"use client";

import { lazyRadix } from "./lazy-radix";

// The app's dialogs: Radix's dialog code (dialog-parts.tsx) loads when one first opens, not with
// every page (see lazyRadix).
const dialog = lazyRadix(() => import("./dialog-parts"));

export const Dialog = dialog.root("Dialog");
export const DialogTrigger = dialog.trigger("DialogTrigger", []);
export const DialogPortal = dialog.part("DialogPortal");
export const DialogClose = dialog.part("DialogClose");
export const DialogOverlay = dialog.part("DialogOverlay");
export const DialogContent = dialog.part("DialogContent");
export const DialogHeader = dialog.part("DialogHeader");
export const DialogFooter = dialog.part("DialogFooter");
export const DialogTitle = dialog.part("DialogTitle");
export const DialogDescription = dialog.part("DialogDescription");
