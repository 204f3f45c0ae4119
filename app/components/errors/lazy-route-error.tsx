import { lazy, Suspense } from "react";

interface Props {
  error: unknown;
}

/**
 * The crash and load-failure screens are only needed when something goes
 * wrong, so their code loads then. If it cannot load (the network is what
 * failed), a minimal screen still says what happened and offers a reload.
 */
const RouteErrorView = lazy(() =>
  import("./route-error").then(
    (module) => ({ default: module.RouteError }),
    () => ({ default: MinimalRouteError }),
  ),
);

export function LazyRouteError({ error }: Props) {
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
