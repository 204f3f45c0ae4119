import { pathKey } from "../trailing-slash";

/**
 * The pages whose prefetch tags a mounted link renders. A guide has three
 * links to the introduction (the navbar's Docs, the sidebar's first entry,
 * the breadcrumb's Docs), each rendered its own `<PrefetchPageLinks>`, and
 * Chromium fetched that page's data once per copy of the tags. The first link
 * to ask now renders them and the others leave it; a claim ends when its link
 * unmounts, so the links of the next page may prefetch the page again.
 */
const claimed = new Set<string>();

/** True when no mounted link prefetches `pathname` yet: the caller renders its tags, and releases it when it unmounts. */
export function claimPrefetch(pathname: string): boolean {
  const key = pathKey(pathname);
  if (claimed.has(key)) return false;
  claimed.add(key);
  return true;
}

export function releasePrefetch(pathname: string): void {
  claimed.delete(pathKey(pathname));
}
