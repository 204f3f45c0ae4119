/**
 * `load` run on the first call and its promise kept for the session, unless
 * it fails: a failed load is forgotten, so the next call (a keystroke, Retry)
 * tries again. The page and the search worker both load the index this way.
 */
export function keptUntilFailure<T>(load: () => Promise<T>): () => Promise<T> {
  let kept: Promise<T> | undefined;
  return () => {
    if (kept) return kept;
    const started = load();
    kept = started;
    started.catch(() => {
      if (kept === started) kept = undefined;
    });
    return started;
  };
}
