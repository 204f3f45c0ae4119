import { useEffect, useState } from "react";
import { isRouteErrorResponse, useLocation } from "react-router";
import { useReportedError } from "./use-route-error";

/** The decision and the full-load retry (app/lib/asset-recovery/recover.ts): a chunk of their own, prefetched when idle. */
const loadRecovery = () => import("~/lib/asset-recovery/recover");

type Phase = "deciding" | "failed" | "retrying" | "unreachable";

/**
 * Spec §8's page-load failure: the page's data or code could not be fetched.
 * First it asks the asset recovery whether a full load can help (a deploy
 * replaced the files: the page reloads and this screen never shows); only
 * when it can't (offline, or the reload already happened) does the error
 * appear, reported once. Retry is a full load of the page, not a repeat of
 * the fetch that failed. Part of every page's first load, not a lazy chunk:
 * when the network is what failed, a lazy screen could not load either.
 */
export function LoadFailure({ error }: { error: unknown }) {
  const { pathname, search, hash } = useLocation();
  const target = `${pathname}${search}${hash}`;
  // Kept with the error it belongs to: another failure starts deciding afresh.
  const [settled, setSettled] = useState<{ error: unknown; phase: Phase }>({ error, phase: "deciding" });
  const phase = settled.error === error ? settled.phase : "deciding";
  const setPhase = (next: Phase) => setSettled({ error, phase: next });
  useReportedError(error, phase !== "deciding");
  useEffect(() => {
    let current = true;
    void loadRecovery()
      .then((recovery) => recovery.recoverLoadFailure(target, error))
      .catch(() => false)
      .then((reloading) => {
        if (current && !reloading) setSettled({ error, phase: "failed" });
      });
    return () => {
      current = false;
    };
  }, [error, target]);

  const retry = () => {
    setPhase("retrying");
    void loadRecovery().then(
      (recovery) => recovery.retryInFull(target).then((loading) => loading || setPhase("unreachable")),
      // Without the recovery's code, a full load is still what Retry means.
      () => window.location.assign(target),
    );
  };

  if (phase === "deciding") {
    return (
      <section aria-busy="true" className="mx-auto max-w-2xl px-4 py-16">
        <p className="text-muted">Loading the page…</p>
      </section>
    );
  }
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
      {phase === "unreachable" ? (
        <p className="mb-6 text-muted">The site still can't be reached. Check the connection, then retry.</p>
      ) : null}
      <button type="button" className="button-primary" onClick={retry} disabled={phase === "retrying"}>
        {phase === "retrying" ? "Retrying…" : "Retry"}
      </button>
    </section>
  );
}
