/**
 * The widget gallery as the build hands it to the page and to the API class
 * pages (app/gallery/gallery-data.server.ts builds it; app/gallery/
 * renders it to static HTML).
 */
import type { PaintedFrame } from "./screen-capture";
import { DOCS_PATH } from "./site-paths";

/** The gallery page's URL, the one every link to it uses. */
export const GALLERY_PATH = `${DOCS_PATH}/gallery`;
export const GALLERY_TITLE = "Widget gallery";

/** The page that teaches a widget. */
export interface GalleryGuide {
  /** A site path, with an anchor where one section teaches the widget. */
  href: string;
  label: string;
}

export interface GalleryProgram {
  filename: string;
  code: string;
}

export interface BuiltGalleryEntry {
  name: string;
  /** The element id of its entry on the gallery page. */
  id: string;
  purpose: string;
  apiHref: string;
  guide?: GalleryGuide;
  program?: GalleryProgram;
  /** The screen the build captured: the entry's picture. */
  picture?: PaintedFrame;
  /** Why there is no picture (and what the widget needs). */
  reason?: string;
  /** ▶ Run and "Open in playground", or why the program cannot run in a browser tab. */
  browser: { runs: true; playgroundHref: string } | { runs: false; reason: string };
}

export interface BuiltGalleryGroup {
  title: string;
  id: string;
  entries: BuiltGalleryEntry[];
}

export function galleryEntryId(name: string): string {
  return `widget-${name.toLowerCase()}`;
}
