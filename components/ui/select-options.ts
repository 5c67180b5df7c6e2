import type * as React from "react";

export interface SelectOption {
  value: string;
  label: React.ReactNode;
}

export interface SimpleSelectProps {
  value: string | undefined;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  id?: string;
  className?: string;
  disabled?: boolean;
  "aria-label"?: string;
}
