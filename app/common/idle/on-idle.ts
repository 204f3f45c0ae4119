/** Runs `run` once the browser is idle (at the latest after `timeout` ms); returns the cancel. */
export function onIdle(run: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
}
