import { lazy, Suspense } from "react";
import { isRouteErrorResponse } from "react-router";
import { isLoadFailure } from "./error-chain";
import { LoadFailure } from "./load-failure";

interface Props {
  error: unknown;
}

/**
 * What a route's error boundary shows (behaviour §8). A page that could not be
 * loaded gets the load-failure screen, which is part of the first load: the
 * network that failed to bring the page would fail to bring a lazy screen
 * too. The crash screen for render errors loads when it is needed; if even
 * that fails, a minimal one still says what happened and offers a reload.
 */
const RouteErrorView = lazy(() =>
  import("./route-error").then(
    (module) => ({ default: module.RouteError }),
    () => ({ default: MinimalRouteError }),
  ),
);

export function LazyRouteError({ error }: Props) {
  if (isRouteErrorResponse(error) || isLoadFailure(error)) return <LoadFailure error={error} />;
  return (
    <Suspense fallback={null}>
      <RouteErrorView error={error} />
    </Suspense>
  );
}

function MinimalRouteError({ error }: Props) {
  return (
    <section role="alert" className="mx-auto max-w-2xl px-4 py-20">
      <h1 className="mb-4 text-3xl font-bold text-ink">This page crashed.</h1>
      <p className="mb-6 text-muted">{error instanceof Error ? error.message : String(error)}</p>
      <button type="button" className="button-primary" onClick={() => window.location.reload()}>
        Try again
      </button>
    </section>
  );
}
