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
 * What browsers say when a fetch or a module import fails at the network
 * (Chromium, Firefox, Safari). Matched from the start of the message: a
 * render bug such as "Cannot read properties of undefined (reading 'load')"
 * is a TypeError too, and must stay a crash rather than cause a reload.
 */
const LOAD_FAILURE_MESSAGES = /^(Failed to fetch|NetworkError|Load failed|Importing a module|error loading dyn)/i;

/**
 * A failed fetch of a route's data or code is a load failure, not a bug in the
 * page: the asset recovery may reload the page, and the reader is offered a
 * retry instead of a crash report.
 */
export function isLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === "TypeError" && LOAD_FAILURE_MESSAGES.test(error.message);
}
