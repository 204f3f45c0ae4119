import { CURRENT_VERSION } from "../../contracts/docs-versions";
import { hasApiSampleNames, loadApiPage } from "../content-pipeline/.server/content/generated-api";
import { sampleTypesHref } from "../../contracts/sample-types";
import { renderApiPageHtml } from "../api-reference/ui/render-api-html.server";
import { timed } from "../content-pipeline/.server/build-timings";
import { DOCUMENT_HTML_FIELD } from "../common/document-html";
import { renderGalleryLeadHtml } from "../gallery/render-gallery-html.server";
import { pageRouteData } from "./page-chrome.server";

/**
 * Everything an API reference page renders, or `not-found` for any other
 * path that reaches the catch-all route.
 */
export async function apiPageData(pathname: string) {
  const route = pageRouteData(pathname);
  if (route?.page.source.kind !== "api") return { kind: "not-found" as const };
  const { page: entry, chrome } = route;
  const { slug, version } = route.page.source;
  const page = await timed("API model read", () => loadApiPage(slug, version));
  // A widget class of the current version opens with its gallery picture and ▶ Run.
  const lead =
    page.kind === "class" && version.name === CURRENT_VERSION.name
      ? await renderGalleryLeadHtml(page.title)
      : undefined;
  const html = await timed("API HTML render", () => renderApiPageHtml(page, lead));
  return {
    kind: "api" as const,
    version: version.name,
    title: page.title,
    pageKind: page.kind,
    summary: page.summary,
    // Body and TOC as HTML, which the document carries once (app/common/document-html.ts).
    [DOCUMENT_HTML_FIELD]: html,
    // While hydrating, the TOC's HTML reads "": whether there is one must be said apart.
    hasToc: html.toc !== "",
    chrome,
    path: entry.path,
    // The file of its examples' names, when they have any (the current version's only).
    ...(hasApiSampleNames(slug, version) ? { sampleTypes: sampleTypesHref(entry.path) } : {}),
  };
}
