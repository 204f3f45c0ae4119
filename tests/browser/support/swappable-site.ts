import fs from "node:fs";
import type http from "node:http";
import os from "node:os";
import path from "node:path";
import { createStaticServer, listen } from "../../../build-scripts/static-server/static-server";

export interface SwappableSite {
  baseUrl: string;
  /** Serves `clientDir` from now on, as a deploy that replaces the whole folder does. */
  swap(clientDir: string): void;
  close(): Promise<void>;
}

/**
 * The static server in front of a symlink that a "deploy" repoints: the old
 * build's hashed files are gone at once, while the open tab still asks for
 * them. The server resolves every request anew, so it follows the swap.
 */
export async function serveSwappable(clientDir: string): Promise<SwappableSite> {
  const holder = fs.mkdtempSync(path.join(os.tmpdir(), "docs-deploy-"));
  const root = path.join(holder, "site");
  const point = (dir: string) => {
    const next = `${root}.next`;
    fs.rmSync(next, { force: true });
    fs.symlinkSync(path.resolve(dir), next);
    // rename() over the old link is atomic: no request sees a missing folder.
    fs.renameSync(next, root);
  };
  point(clientDir);
  const server: http.Server = createStaticServer(root);
  const baseUrl = await listen(server, 0);
  return {
    baseUrl,
    swap: point,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          fs.rmSync(holder, { recursive: true, force: true });
          resolve();
        });
      }),
  };
}

/** The manifest version a build's pages carry (`window.__reactRouterManifest.version`), from its file name. */
export function manifestVersion(clientDir: string): string {
  const file = fs.readdirSync(path.join(clientDir, "assets")).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no manifest in ${clientDir}/assets`);
  return /^manifest-([\w-]+)\.js$/.exec(file)?.[1] ?? "";
}
