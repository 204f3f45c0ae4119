import { useEffect } from "react";
import { isRouteErrorResponse, useLocation, useNavigate, useNavigation } from "react-router";
import { reportError } from "~/lib/error-reporting";
import { errorChain, isLoadFailure } from "./error-chain";

/**
 * What a route's error boundary shows (spec §8): a load failure gets its text
 * and a Retry button; a render crash gets 'This page crashed.', a 'Try again'
 * button that renders the route again, the message and the cause chain.
 */
export function RouteError({ error }: { error: unknown }) {
  const location = useLocation();
  const navigate = useNavigate();
  const busy = useNavigation().state !== "idle";
  // In an effect, not during render: rendering must stay pure (and runs during
  // the prerender too). `reportError` reports each error object once.
  useEffect(() => {
    reportError(error, { route: location.pathname });
  }, [error, location.pathname]);
  // A navigation to the same URL both re-runs the loaders (a load failure) and
  // gives React Router's error boundary a new location, which is what makes it
  // render the route again (a crash). A revalidation does neither for a route
  // without loaders.
  const retry = () =>
    void navigate(`${location.pathname}${location.search}${location.hash}`, {
      replace: true,
      preventScrollReset: true,
    });

  if (isRouteErrorResponse(error) || isLoadFailure(error)) {
    const text = isRouteErrorResponse(error)
      ? // A missing file is answered with the 404 page's HTML: not something to print.
        `${error.status} ${error.statusText || ""}: ${typeof error.data === "string" && !error.data.trimStart().startsWith("<") ? error.data : "the page's data could not be loaded."}`
      : (error as Error).message;
    return (
      <section role="alert" className="error-screen mx-auto max-w-2xl px-4 py-16">
        <h1 className="mb-3 text-2xl font-bold text-ink">This page could not be loaded.</h1>
        <p className="mb-6 font-mono text-sm text-red-300">{text}</p>
        <button type="button" className="button-primary" onClick={retry} disabled={busy}>
          {busy ? "Retrying…" : "Retry"}
        </button>
      </section>
    );
  }

  const [outer, ...causes] = errorChain(error);
  return (
    <section role="alert" className="error-screen mx-auto max-w-2xl px-4 py-16">
      <h1 className="mb-3 text-2xl font-bold text-ink">This page crashed.</h1>
      <p className="mb-4 text-muted">Something went wrong while rendering this page.</p>
      <button type="button" className="button-primary mb-6" onClick={retry} disabled={busy}>
        {busy ? "Trying again…" : "Try again"}
      </button>
      {outer ? (
        <pre className="error-message whitespace-pre-wrap rounded-md border border-red-500/40 bg-red-500/5 p-4 font-mono text-sm text-red-200">
          {outer.name}: {outer.message}
        </pre>
      ) : null}
      {causes.length ? (
        <ol className="mt-4 space-y-2" aria-label="Cause chain">
          {causes.map((cause, index) => (
            <li key={index} className="error-cause font-mono text-sm text-muted">
              <span className="text-ink">Caused by</span> {cause.name}: {cause.message}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
