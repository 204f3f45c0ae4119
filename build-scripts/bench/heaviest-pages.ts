/**
 * The pages Lighthouse measures, chosen from the build rather than named: for
 * each page type with many pages (guides, each version's API pages), the page
 * with the most elements (what hydration, style and layout grow with) and the
 * one with the most HTML (what the parser and the network carry), and the one
 * page of every other type. A page that outgrows today's heaviest is measured
 * the day it does.
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { apiLocationFromPath, CURRENT_VERSION } from "../../contracts/docs-versions";
import { GALLERY_PATH } from "../../contracts/gallery";
import { PLAYGROUND } from "../../contracts/playground";
import { siteConfig } from "../../app/site-config";
import { listPageFiles, NOT_FOUND_FILE, routeOfPageFile } from "../page-files";
import type { LighthousePage } from "./lighthouse";

/** A page of the build with what it weighs. */
export interface WeighedPage extends LighthousePage {
  /** Elements in its HTML (start tags), the body and the head alike. */
  elements: number;
  /** Its HTML, gzip. */
  htmlGzip: number;
}

/** The short guide every earlier table had: the reference for a guide's first load. */
const SHORT_GUIDE = "/docs/getting-started/introduction";
/** A query with many results: the search page's list is drawn in the browser, from the query. */
const SEARCH_QUERY = "list";

/** The page type of a route, or undefined for a route that is one of the fixed pages below. */
function typeOf(route: string): string | undefined {
  const api = apiLocationFromPath(route);
  if (api) return api.version === CURRENT_VERSION ? "API page" : `API page (${api.version.label})`;
  if (route === GALLERY_PATH || route === PLAYGROUND.path || route === siteConfig.searchPagePath || route === "/") {
    return undefined;
  }
  return route.startsWith("/docs/") ? "guide" : undefined;
}

function weigh(clientDir: string, file: string, page: LighthousePage): WeighedPage {
  const html = fs.readFileSync(path.join(clientDir, file));
  const elements = html.toString("utf8").match(/<[a-zA-Z]/g)?.length ?? 0;
  return { ...page, elements, htmlGzip: gzipSync(html).length };
}

const byElements = (a: WeighedPage, b: WeighedPage) => b.elements - a.elements || b.htmlGzip - a.htmlGzip;
const byBytes = (a: WeighedPage, b: WeighedPage) => b.htmlGzip - a.htmlGzip || b.elements - a.elements;

/** The page of a type with the most elements, and the one with the most HTML when that is another page. */
function heaviestOf(type: string, pages: WeighedPage[]): WeighedPage[] {
  const [most] = [...pages].sort(byElements);
  const [largest] = [...pages].sort(byBytes);
  if (!most || !largest) return [];
  const first = { ...most, label: `${type} with the most elements` };
  return largest === most ? [first] : [first, { ...largest, label: `${type} with the most HTML` }];
}

export function heaviestPages(clientDir: string): WeighedPage[] {
  const files = listPageFiles(clientDir);
  const byRoute = new Map(
    files.flatMap((file) => {
      const route = routeOfPageFile(file);
      return route === undefined ? [] : [[route, file] as const];
    }),
  );
  const fixed = (label: string, route: string, query = ""): WeighedPage[] => {
    const file = byRoute.get(route);
    return file ? [weigh(clientDir, file, { label, path: `${route}${query}` })] : [];
  };
  const typed = new Map<string, WeighedPage[]>();
  for (const [route, file] of byRoute) {
    const type = typeOf(route);
    if (type) typed.set(type, [...(typed.get(type) ?? []), weigh(clientDir, file, { label: "", path: route })]);
  }
  // Guides, then the current API reference, then the other versions'.
  const rank = (type: string) => (type === "guide" ? 0 : type === "API page" ? 1 : 2);
  const heaviest = [...typed]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .flatMap(([type, pages]) => heaviestOf(type, pages));
  return [
    ...fixed("landing", "/"),
    ...fixed("short guide", SHORT_GUIDE),
    ...heaviest,
    ...fixed("gallery", GALLERY_PATH),
    ...fixed("search with results", siteConfig.searchPagePath, `?q=${SEARCH_QUERY}`),
    ...fixed("playground", PLAYGROUND.path),
    ...(files.includes(NOT_FOUND_FILE)
      ? [weigh(clientDir, NOT_FOUND_FILE, { label: "not found", path: "/docs/no-such-page" })]
      : []),
  ];
}
