import type http from "node:http";
import path from "node:path";
import { createStaticServer, listen } from "../../../build-scripts/static-server/static-server";
import { ensureBuild } from "../../support/test-build";

/**
 * A build of its own, for tests of build-time configuration (a Sentry DSN,
 * search services). Kept out of `.test-build` so the other tests see the
 * default site; rebuilt only when its sources or `env` changed. These tests
 * open guides only, so the API pages, nine tenths of the prerender, are left out.
 */
export function buildVariant(dir: string, env: Record<string, string>): void {
  ensureBuild(dir, { DOCS_PRERENDER_API: "0", ...env });
}

export interface ServedVariant {
  port: string;
  baseUrl: string;
  close(): Promise<void>;
}

/** Serves a variant's client folder the way a plain static host would. */
export async function serveVariant(dir: string): Promise<ServedVariant> {
  const server: http.Server = createStaticServer(path.resolve(dir, "client"));
  const baseUrl = await listen(server, 0);
  return {
    baseUrl,
    port: new URL(baseUrl).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
