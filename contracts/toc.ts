/** One entry of a page's "On this page" list. Only h2 and h3 are listed (behaviour §2). */
export interface TocEntry {
  id: string;
  text: string;
  depth: 2 | 3;
}

export const TOC_MIN_DEPTH = 2;
export const TOC_MAX_DEPTH = 3;

export function isTocDepth(depth: number): depth is 2 | 3 {
  return depth >= TOC_MIN_DEPTH && depth <= TOC_MAX_DEPTH;
}
