import { isRouteErrorResponse } from "react-router";
import { useRouteError } from "./use-route-error";

/**
 * Spec §8's page-load failure: the page's data or code could not be fetched.
 * Part of every page's first load, not a lazy chunk: when the network is what
 * failed, a lazy screen could not load either.
 */
export function LoadFailure({ error }: { error: unknown }) {
  const { retry, busy } = useRouteError(error);
  const text = isRouteErrorResponse(error)
    ? // A missing file is answered with the 404 page's HTML: not something to print.
      `${error.status} ${error.statusText || ""}: ${typeof error.data === "string" && !error.data.trimStart().startsWith("<") ? error.data : "the page's data could not be loaded."}`
    : error instanceof Error
      ? error.message
      : String(error);
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
