import type http from "node:http";
import path from "node:path";
import { createStaticServer, listen } from "../../../build-scripts/static-server/static-server";
import { ensureBuild } from "../../support/test-build";

/**
 * One build (made by global-setup.ts) for the tests of error reporting, Algolia and Ask AI, each
 * pointed at a fake on this machine; they never meet (the Sentry SDK stays unloaded on 127.0.0.1,
 * where the search tests open it). Guides only: API pages are nine tenths of the prerender.
 */
export const SERVICES_BUILD_DIR = ".services-build";
export const INGEST_PORT = 43117;
export const ALGOLIA_PORT = 43121;
export const CHAT_PORT = 43122;

export function buildServicesVariant(): void {
  ensureBuild(SERVICES_BUILD_DIR, {
    DOCS_PRERENDER_API: "0",
    SENTRY_DSN: `http://publickey@127.0.0.1:${INGEST_PORT}/1`,
    SENTRY_ENVIRONMENT: "browser-test",
    SENTRY_RELEASE: "docs@test",
    ALGOLIA_APP_ID: "TESTAPP",
    ALGOLIA_SEARCH_API_KEY: "public-search-key",
    ALGOLIA_INDEX_NAME: "unblessed-docs",
    ALGOLIA_HOST: `http://127.0.0.1:${ALGOLIA_PORT}`,
    ASK_AI_ENDPOINT: `http://127.0.0.1:${CHAT_PORT}/v1/chat/completions`,
    ASK_AI_MODEL: "test-model",
  });
}

export interface ServedVariant {
  port: string;
  baseUrl: string;
  close(): Promise<void>;
}

/** Serves the services build's client folder the way a plain static host would. */
export async function serveServicesBuild(): Promise<ServedVariant> {
  const server: http.Server = createStaticServer(path.resolve(SERVICES_BUILD_DIR, "client"));
  const baseUrl = await listen(server, 0);
  return {
    baseUrl,
    port: new URL(baseUrl).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
