import { closestMatches } from "../../contracts/closest";
import { canonicalPath } from "../../app/common/trailing-slash";
import { siteConfig } from "../../app/site-config";
import { elementIds, linkHrefs } from "./html";
import { locate } from "./locate";
import type { CheckInput, Finding } from "./types";

/** A link to another site, or a scheme like mailto: — not ours to check. */
function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("//");
}

function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/**
 * closestMatches rewards containment, so "/" and "/docs" would win for every
 * broken link; ancestors of the target are only suggested when nothing else is.
 */
function closestRoute(target: string, routes: readonly string[]): string | undefined {
  const siblings = routes.filter((route) => !target.startsWith(route === "/" ? "/" : `${route}/`));
  return closestMatches(target, siblings.length ? siblings : routes, 1)[0];
}

/**
 * Broken links and links to a page in the wrong trailing-slash form (errors:
 * the host redirects them, or answers 404 where the page is `x.html`) and
 * broken anchors (warnings). The navbar, footer and
 * sidebar repeat on every page, so each broken href is reported once per
 * source location with the number of pages it appears on.
 */
export function checkLinks(input: CheckInput): Finding[] {
  const {
    pages,
    routes,
    files = new Set<string>(),
    sharedSources = [],
    trailingSlash = siteConfig.trailingSlash,
  } = input;
  // Ids are read lazily, once per linked-to page: most pages are never an anchor target.
  const pagesByPath = new Map(pages.map((page) => [page.path, page]));
  const idsByPath = new Map<string, Set<string>>();
  const idsOf = (path: string): Set<string> | undefined => {
    if (!idsByPath.has(path)) {
      const page = pagesByPath.get(path);
      if (!page) return undefined;
      idsByPath.set(path, elementIds(page.html));
    }
    return idsByPath.get(path);
  };
  const routeList = [...routes];
  const broken = new Map<string, { finding: Finding; pages: Set<string> }>();
  const note = (key: string, finding: Finding, pagePath: string) => {
    const entry = broken.get(key) ?? { finding, pages: new Set<string>() };
    entry.pages.add(pagePath);
    broken.set(key, entry);
  };

  for (const page of pages) {
    for (const href of new Set(linkHrefs(page.html))) {
      if (!href || isExternal(href)) continue;
      const url = new URL(href, `http://site.invalid${page.path}`);
      const target = normalisePath(decodeURI(url.pathname));
      const anchor = decodeURIComponent(url.hash.slice(1));
      const where = locate(page, href, sharedSources);
      // "#id" points into the page itself, which is not always a route (404.html).
      const samePage = href.startsWith("#");
      if (!samePage && !routes.has(target) && !files.has(target)) {
        const closest = closestRoute(target, routeList);
        note(
          `link ${where} ${href}`,
          {
            rule: "broken-link",
            severity: "error",
            message: `${where}: link to ${href} has no page${closest ? `; closest valid route: ${closest}` : ""}`,
          },
          page.path,
        );
        continue;
      }
      const written = href.split(/[?#]/)[0] ?? "";
      if (
        !samePage &&
        written.startsWith("/") &&
        routes.has(target) &&
        canonicalPath(written, trailingSlash) !== written
      ) {
        note(
          `form ${where} ${href}`,
          {
            rule: "non-canonical-link",
            severity: "error",
            message: `${where}: link to ${href} is not the page's address with trailingSlash: ${trailingSlash}; write ${canonicalPath(href, trailingSlash)}`,
          },
          page.path,
        );
      }
      // `#code=…` is state the page reads (the playground's program), not an element to scroll to.
      if (!anchor || anchor.includes("=")) continue;
      const ids = idsOf(samePage ? page.path : target);
      if (ids && !ids.has(anchor)) {
        note(
          `anchor ${where} ${href}`,
          {
            rule: "broken-anchor",
            severity: "warning",
            message: `${where}: link to ${href}: page ${samePage ? page.path : target} has no element with id "${anchor}"`,
          },
          page.path,
        );
      }
    }
  }
  return [...broken.values()].map(({ finding, pages: seenOn }) =>
    seenOn.size > 1 ? { ...finding, message: `${finding.message} (on ${seenOn.size} pages)` } : finding,
  );
}
