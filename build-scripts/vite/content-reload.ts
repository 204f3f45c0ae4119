import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { CONTENT_CHANGED_EVENT } from "../../contracts/dev-events.ts";

/** The MDX pages under `dir`, sorted: one route each. */
function pageFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * MDX pages are read by route loaders, not imported, so they are outside
 * Vite's module graph and an edit would otherwise go unnoticed in dev. Watch
 * the content folder and tell the browser, which runs the loaders again: the
 * page's loader recompiles it.
 *
 * A page added, removed or renamed also changes the route table (app/routes.ts
 * makes one route per page), which React Router reads once at start-up: then
 * the dev server restarts, re-reading it, and the browser reloads once it is
 * back. Changes are gathered for a moment so that a checkout of many files
 * restarts once, and an editor's delete-and-recreate save only reloads.
 */
export function contentReload(contentDir: string): Plugin {
  return {
    name: "unblessed-docs:content-reload",
    apply: "serve",
    configureServer(server) {
      const root = path.resolve(server.config.root, contentDir);
      // Pages are MDX files under docs/ (app/content-pipeline/.server/content/doc-sources.ts).
      const docs = path.join(root, "docs");
      const logger = server.config.logger;
      let pages = pageFiles(docs).join("\n");
      let pending: NodeJS.Timeout | undefined;
      server.watcher.add(root);

      const settle = () => {
        pending = undefined;
        const now = pageFiles(docs).join("\n");
        if (now !== pages) {
          pages = now;
          logger.info("content: pages were added or removed; restarting the dev server to update the routes", {
            timestamp: true,
          });
          // The browser reconnects to the restarted server and reloads by itself.
          void server.restart();
          return;
        }
        // Not a full reload: the page runs its loaders again (app/shell/dev/content-refresh.tsx).
        server.ws.send({ type: "custom", event: CONTENT_CHANGED_EVENT });
      };
      const changed = (file: string) => {
        if (!file.startsWith(root)) return;
        logger.info(`content changed: ${path.relative(server.config.root, file)}`, { timestamp: true });
        clearTimeout(pending);
        pending = setTimeout(settle, 150);
      };
      server.watcher.on("change", changed);
      server.watcher.on("add", changed);
      server.watcher.on("unlink", changed);
    },
  };
}
