import { useEffect, useState } from "react";
import { isRouteErrorResponse, useLocation } from "react-router";
import { loadRecovery } from "../asset-recovery/install-recovery";
import { useReportedError } from "./use-route-error";

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
    // No guard for a stale answer: it is kept with its own error, which is no longer `error`.
    void loadRecovery()
      .then((recovery) => recovery.recoverLoadFailure(target, error))
      .then(
        (reloading) => reloading || setSettled({ error, phase: "failed" }),
        () => setSettled({ error, phase: "failed" }),
      );
  }, [error, target]);

  // aria-disabled rather than disabled while retrying: a disabled button drops the keyboard focus.
  const retry = () => {
    if (phase === "retrying") return;
    setPhase("retrying");
    void loadRecovery()
      .then((recovery) => recovery.retryInFull(target))
      .then(
        (loading) => loading || setPhase("unreachable"),
        // The recovery's own chunk is gone (a deploy before it was prefetched): a full load is still what Retry means.
        () => window.location.assign(target),
      );
  };

  // Brief: the page is either replaced by its full load or gets the screen below.
  if (phase === "deciding") return null;
  const text = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <section role="alert" className="error-screen mx-auto max-w-2xl px-4 py-16">
      <h1 className="mb-3 text-2xl font-bold text-ink">This page could not be loaded.</h1>
      <p className="mb-6 font-mono text-sm text-red-300">{text}</p>
      {phase === "unreachable" ? (
        <p className="mb-6 text-muted">Still no answer from the site: check the connection.</p>
      ) : null}
      <button type="button" className="button-primary" onClick={retry} aria-disabled={phase === "retrying"}>
        {phase === "retrying" ? "Retrying…" : "Retry"}
      </button>
    </section>
  );
}
