import { useLocation, useNavigate, useNavigation } from "react-router";
import { errorChain } from "./error-chain";
import { useReportedError } from "./use-route-error";

/**
 * 'Try again': a navigation to the same URL gives React Router's error
 * boundary a new location, which is what makes it render the route again; a
 * revalidation would not for a route without loaders. Here rather than beside
 * useReportedError, which is part of every first load: this screen is not.
 */
function useTryAgain(): { retry: () => void; busy: boolean } {
  const location = useLocation();
  const navigate = useNavigate();
  const busy = useNavigation().state !== "idle";
  const retry = () =>
    void navigate(`${location.pathname}${location.search}${location.hash}`, {
      replace: true,
      preventScrollReset: true,
    });
  return { retry, busy };
}

/**
 * Spec §8's crash screen for a render error: 'This page crashed.', a 'Try
 * again' button that renders the route again, the message and the cause
 * chain. Loaded only when a page crashes (./lazy-route-error.tsx).
 */
export function RouteError({ error }: { error: unknown }) {
  useReportedError(error);
  const { retry, busy } = useTryAgain();
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
