import { useEffect } from "react";
import { useLocation } from "react-router";
import { reportError } from "../error-reporting/load-reporter";

/**
 * What both error screens need: the error reported once it is on the screen
 * (in an effect, not during render: rendering must stay pure, and runs during
 * the prerender too). `reportError` reports each error object once, so a
 * screen that renders again, or a Retry that finds the site still
 * unreachable, adds no event.
 */
export function useReportedError(error: unknown, shown = true): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (shown) reportError(error, { route: pathname });
  }, [error, pathname, shown]);
}
