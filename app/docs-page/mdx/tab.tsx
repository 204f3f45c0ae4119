import type { ReactNode } from "react";

export interface TabProps {
  label: string;
  children?: ReactNode;
}

/** Marker component: `Tabs` reads its props and draws the panel itself. */
export function Tab({ children }: TabProps) {
  return <>{children}</>;
}
