"use client";

import { lazyRadix } from "./lazy-radix";

// The app's alert dialogs (confirmations): Radix's dialog code (alert-dialog-parts.tsx) loads when one first opens, not with
// every page (see lazyRadix).
const alertDialog = lazyRadix(() => import("./alert-dialog-parts"));

export const AlertDialog = alertDialog.root("AlertDialog");
export const AlertDialogTrigger = alertDialog.trigger("AlertDialogTrigger", []);
export const AlertDialogPortal = alertDialog.part("AlertDialogPortal");
export const AlertDialogOverlay = alertDialog.part("AlertDialogOverlay");
export const AlertDialogContent = alertDialog.part("AlertDialogContent");
export const AlertDialogHeader = alertDialog.part("AlertDialogHeader");
export const AlertDialogFooter = alertDialog.part("AlertDialogFooter");
export const AlertDialogTitle = alertDialog.part("AlertDialogTitle");
export const AlertDialogDescription = alertDialog.part("AlertDialogDescription");
export const AlertDialogAction = alertDialog.part("AlertDialogAction");
export const AlertDialogCancel = alertDialog.part("AlertDialogCancel");
