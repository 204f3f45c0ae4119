/** The messages of an error and of its `cause`s, outermost first. Cycles and depth are bounded. */
export function errorChain(error: unknown, maxDepth = 10): { name: string; message: string }[] {
  const chain: { name: string; message: string }[] = [];
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current !== undefined && current !== null && !seen.has(current) && chain.length < maxDepth) {
    seen.add(current);
    if (current instanceof Error) {
      chain.push({ name: current.name, message: current.message });
      current = (current as Error & { cause?: unknown }).cause;
    } else {
      chain.push({ name: typeof current, message: String(current) });
      break;
    }
  }
  return chain;
}

/**
 * A failed fetch of a route's data or code is a load failure, not a bug in the
 * page: the reader is offered a retry instead of a crash report.
 */
export function isLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === "TypeError" && /fetch|network|load|dynamically imported module|import/i.test(error.message);
}
