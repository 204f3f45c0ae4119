import path from "node:path";
import type { Plugin } from "vite";

/**
 * MDX pages are read by route loaders, not imported, so they are outside
 * Vite's module graph and an edit would otherwise go unnoticed in dev. Watch
 * the content folder and ask the browser for a full reload: the loader then
 * runs again and recompiles the page.
 */
export function contentReload(contentDir: string): Plugin {
  return {
    name: "unblessed-docs:content-reload",
    apply: "serve",
    configureServer(server) {
      const root = path.resolve(server.config.root, contentDir);
      server.watcher.add(root);
      const reload = (file: string) => {
        if (!file.startsWith(root)) return;
        server.config.logger.info(`content changed: ${path.relative(server.config.root, file)}`, {
          timestamp: true,
        });
        server.ws.send({ type: "full-reload", path: "*" });
      };
      server.watcher.on("change", reload);
      server.watcher.on("add", reload);
      server.watcher.on("unlink", reload);
    },
  };
}
