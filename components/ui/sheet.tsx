"use client";

import { lazyRadix } from "./lazy-radix";

// The app's side sheets: Radix's dialog code (sheet-parts.tsx) loads when one first opens, not with
// every page (see lazyRadix).
const sheet = lazyRadix(() => import("./sheet-parts"));

export const Sheet = sheet.root("Sheet");
export const SheetTrigger = sheet.trigger("SheetTrigger", []);
export const SheetPortal = sheet.part("SheetPortal");
export const SheetOverlay = sheet.part("SheetOverlay");
export const SheetContent = sheet.part("SheetContent");
export const SheetHeader = sheet.part("SheetHeader");
export const SheetTitle = sheet.part("SheetTitle");
