import { useMatches } from "react-router";

/** The `<main>` element: where "Skip to main content" goes on pages without a sidebar. */
export const MAIN_CONTENT_ID = "main-content";

/**
 * A route whose layout puts navigation inside `<main>` before the page's own
 * content (the docs sidebar) names the element that holds that content in its
 * `handle`, so that the skip link passes the navigation too.
 */
export interface SkipTargetHandle {
  skipTargetId: string;
}

function skipTargetOf(handle: unknown): string | undefined {
  if (!handle || typeof handle !== "object" || !("skipTargetId" in handle)) return undefined;
  const id = (handle as SkipTargetHandle).skipTargetId;
  return typeof id === "string" ? id : undefined;
}

/** The id the skip link points at: the deepest route's own target, else `<main>`. */
export function useSkipTargetId(): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const id = skipTargetOf(matches[i]?.handle);
    if (id) return id;
  }
  return MAIN_CONTENT_ID;
}
