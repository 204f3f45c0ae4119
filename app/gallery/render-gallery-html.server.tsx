/**
 * The widget gallery as static HTML, rendered at build time: the whole list
 * for /docs/gallery (shown by `<WidgetGallery />`) and one entry's lead for
 * its API class page. Next to the routes for the same reason as
 * render-api-html.server.tsx: app/.server holds no UI.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { GalleryLead, GalleryList } from "./gallery-view";
import { galleryEntry, galleryGroups } from "./gallery-data.server";
import { gallerySampleNames } from "./gallery-sample-names.server";
import { GALLERY_PATH } from "../../contracts/gallery";
import type { TocEntry } from "../../contracts/toc";

/** `named`: whether any program's names are marked (the page then loads its sample-types file). */
export async function renderGalleryHtml(): Promise<{ html: string; toc: TocEntry[]; named: boolean }> {
  const [groups, names] = await Promise.all([galleryGroups(), gallerySampleNames()]);
  const toc: TocEntry[] = groups.flatMap((group) => [
    { id: group.id, text: group.title, depth: 2 as const },
    ...group.entries.map((entry) => ({ id: entry.id, text: entry.name, depth: 3 as const })),
  ]);
  const namesIn = (code: string) => names.placesIn(code);
  return {
    html: renderToStaticMarkup(<GalleryList groups={groups} namesIn={namesIn} />),
    toc,
    named: names.size > 0,
  };
}

/** The lead of a widget's API class page; undefined for a class the gallery does not show. */
export async function renderGalleryLeadHtml(className: string): Promise<string | undefined> {
  const entry = await galleryEntry(className);
  return entry && renderToStaticMarkup(<GalleryLead entry={entry} galleryHref={GALLERY_PATH} />);
}
