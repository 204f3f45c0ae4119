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

/** The id the skip link points at: the deepest route's own target, else `<main>`. */
export function useSkipTargetId(): string {
  const handles = useMatches().map((match) => match.handle as Partial<SkipTargetHandle> | undefined);
  return handles.findLast((handle) => handle?.skipTargetId)?.skipTargetId ?? MAIN_CONTENT_ID;
}
