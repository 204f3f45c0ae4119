import { useEffect } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { reportError } from "~/lib/error-reporting";

/**
 * What both error screens need: the error reported once (in an effect, not
 * during render: rendering must stay pure, and runs during the prerender too;
 * `reportError` reports each error object once), and a retry.
 *
 * A navigation to the same URL both re-runs the loaders (a load failure) and
 * gives React Router's error boundary a new location, which is what makes it
 * render the route again (a crash). A revalidation does neither for a route
 * without loaders.
 */
export function useRouteError(error: unknown): { retry: () => void; busy: boolean } {
  const location = useLocation();
  const navigate = useNavigate();
  const busy = useNavigation().state !== "idle";
  useEffect(() => {
    reportError(error, { route: location.pathname });
  }, [error, location.pathname]);
  const retry = () =>
    void navigate(`${location.pathname}${location.search}${location.hash}`, {
      replace: true,
      preventScrollReset: true,
    });
  return { retry, busy };
}
