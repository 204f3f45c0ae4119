import { useEffect } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { reportError } from "~/lib/error-reporting";

/**
 * The error reported once it is on the screen (in an effect, not during
 * render: rendering must stay pure, and runs during the prerender too).
 * `reportError` reports each error object once, so a screen that renders
 * again, or a Retry that finds the site still unreachable, adds no event.
 */
export function useReportedError(error: unknown, shown = true): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (shown) reportError(error, { route: pathname });
  }, [error, pathname, shown]);
}

/**
 * What the crash screen needs: the error reported, and a retry. A navigation
 * to the same URL gives React Router's error boundary a new location, which
 * is what makes it render the route again; a revalidation would not for a
 * route without loaders.
 */
export function useRouteError(error: unknown): { retry: () => void; busy: boolean } {
  const location = useLocation();
  const navigate = useNavigate();
  const busy = useNavigation().state !== "idle";
  useReportedError(error);
  const retry = () =>
    void navigate(`${location.pathname}${location.search}${location.hash}`, {
      replace: true,
      preventScrollReset: true,
    });
  return { retry, busy };
}
