import fs from "node:fs";
import path from "node:path";
import { siteConfig } from "../app/site-config";
import { LIVE_FRAME_FILE } from "../contracts/site-paths";

/**
 * Where a page's HTML lives in build/client, so that static hosts answer its
 * canonical URL (app/common/trailing-slash.ts) with 200 and no redirect:
 *
 * - `trailingSlash: false`: `/docs/x` is `docs/x.html`. GitHub Pages, Netlify,
 *   Cloudflare Pages, nginx `try_files $uri $uri.html` and Caddy
 *   `try_files {path} {path}.html` serve it for `/docs/x`, while a folder
 *   `docs/x/index.html` would make all of them redirect to `/docs/x/`.
 * - `trailingSlash: true`: `/docs/x/` is `docs/x/index.html`, which every host
 *   serves for the slash form.
 *
 * React Router writes `x/index.html` for every page; `applyPageLayout` moves
 * them. The home page stays `index.html` and the not-found page `404.html`.
 */
export const NOT_FOUND_FILE = "404.html";

/** The page file of a route, relative to the client folder, with `/` separators. */
export function pageFileOf(route: string, trailingSlash: boolean = siteConfig.trailingSlash): string {
  const bare = route.replace(/^\/+|\/+$/g, "");
  if (!bare) return "index.html";
  return trailingSlash ? `${bare}/index.html` : `${bare}.html`;
}

/**
 * The route a page file belongs to, in either layout (`docs/x.html` and
 * `docs/x/index.html` are both `/docs/x`); undefined for other files and for
 * 404.html.
 */
export function routeOfPageFile(relative: string): string | undefined {
  const file = relative.replace(/^\/+/, "");
  // The sandbox of live runs is a static document of its own, not a page.
  if (file === NOT_FOUND_FILE || file === LIVE_FRAME_FILE || !file.endsWith(".html")) return undefined;
  if (file === "index.html") return "/";
  return `/${file.replace(/(\/index)?\.html$/, "")}`;
}

/** Whether a file of the client folder is a prerendered page, 404.html included (the sandbox frame is not). */
export function isPageFile(relative: string): boolean {
  const file = relative.replace(/^\/+/, "");
  return file === NOT_FOUND_FILE || routeOfPageFile(file) !== undefined;
}

/** Every prerendered page of the client folder, relative to it with `/` separators. */
export function listPageFiles(clientDir: string): string[] {
  return fs
    .readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .filter(isPageFile)
    .sort();
}

/**
 * Moves React Router's `x/index.html` files to the configured layout and
 * removes the folders that held nothing else. Returns how many pages moved.
 */
export function applyPageLayout(clientDir: string, trailingSlash: boolean = siteConfig.trailingSlash): number {
  if (trailingSlash) return 0;
  let moved = 0;
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || (dir === clientDir && entry.name === "assets")) continue;
      const folder = path.join(dir, entry.name);
      visit(folder);
      const index = path.join(folder, "index.html");
      if (!fs.existsSync(index)) continue;
      fs.renameSync(index, `${folder}.html`);
      moved += 1;
      if (fs.readdirSync(folder).length === 0) fs.rmdirSync(folder);
    }
  };
  visit(clientDir);
  return moved;
}
