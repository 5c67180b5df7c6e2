"use client";

import { lazyRadix } from "./lazy-radix";

// The app's dropdown menus: Radix's menu and positioning code (dropdown-menu-parts.tsx) loads on
// the first use of any menu, not with every page (see lazyRadix).
const menu = lazyRadix(() => import("./dropdown-menu-parts"));

export const DropdownMenu = menu.root("DropdownMenu");
export const DropdownMenuTrigger = menu.trigger("DropdownMenuTrigger");
export const DropdownMenuContent = menu.part("DropdownMenuContent");
export const DropdownMenuItem = menu.part("DropdownMenuItem");
export const DropdownMenuLabel = menu.part("DropdownMenuLabel");
export const DropdownMenuSeparator = menu.part("DropdownMenuSeparator");
export const DropdownMenuGroup = menu.part("DropdownMenuGroup");
