import { isComplete, SEARCH_SERVICES } from "../../../contracts/search-env-names";

/**
 * Which services search and Ask AI use, fixed at build time: the values are
 * inlined by `define` in vite.config.ts (docs/search.md). Empty values mean
 * the embedded defaults, which need no network at all.
 */
export interface AlgoliaConfig {
  appId: string;
  apiKey: string;
  indexName: string;
  /** "http://127.0.0.1:4000" for a proxy or a test server; Algolia's own hosts otherwise. */
  host?: string;
}

export interface AskAiConfig {
  /** An OpenAI-compatible chat-completions URL. */
  endpoint: string;
  model: string;
}

export interface SearchConfig {
  algolia: AlgoliaConfig | null;
  askAi: AskAiConfig | null;
}

const [ALGOLIA, ASK_AI] = SEARCH_SERVICES;

export function readSearchConfig(env: Partial<Record<string, string | undefined>>): SearchConfig {
  const appId = env["ALGOLIA_APP_ID"] ?? "";
  const apiKey = env["ALGOLIA_SEARCH_API_KEY"] ?? "";
  const indexName = env["ALGOLIA_INDEX_NAME"] ?? "";
  const host = env["ALGOLIA_HOST"] ?? "";
  const endpoint = env["ASK_AI_ENDPOINT"] ?? "";
  const model = env["ASK_AI_MODEL"] ?? "";
  return {
    // All or nothing: a half-configured Algolia would fail every query (and fails the build first).
    algolia: isComplete(ALGOLIA, env) ? { appId, apiKey, indexName, ...(host ? { host } : {}) } : null,
    askAi: isComplete(ASK_AI, env) ? { endpoint, model } : null,
  };
}

export const searchConfig: SearchConfig = readSearchConfig({
  ALGOLIA_APP_ID: import.meta.env.ALGOLIA_APP_ID,
  ALGOLIA_SEARCH_API_KEY: import.meta.env.ALGOLIA_SEARCH_API_KEY,
  ALGOLIA_INDEX_NAME: import.meta.env.ALGOLIA_INDEX_NAME,
  ALGOLIA_HOST: import.meta.env.ALGOLIA_HOST,
  ASK_AI_ENDPOINT: import.meta.env.ASK_AI_ENDPOINT,
  ASK_AI_MODEL: import.meta.env.ASK_AI_MODEL,
});
