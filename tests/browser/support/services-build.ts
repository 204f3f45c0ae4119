import { buildVariant } from "./variant-build";

/**
 * One build for every test of the external services: error reporting, Algolia
 * and Ask AI, each pointing at a fake on this machine. One build instead of one
 * per service saves a build per run; they do not meet on a page: the Sentry SDK
 * stays unloaded on 127.0.0.1 and localhost, where the search tests open the
 * site, and the Sentry tests never search.
 */
export const SERVICES_BUILD_DIR = ".services-build";
export const INGEST_PORT = 43117;
export const ALGOLIA_PORT = 43121;
export const CHAT_PORT = 43122;

export function buildServicesVariant(): void {
  buildVariant(SERVICES_BUILD_DIR, {
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
