/** The build-time variables search reads; vite.config.ts inlines exactly these and no others. */
export const SEARCH_ENV_NAMES = [
  "ALGOLIA_APP_ID",
  "ALGOLIA_SEARCH_API_KEY",
  "ALGOLIA_INDEX_NAME",
  "ALGOLIA_HOST",
  "ASK_AI_ENDPOINT",
  "ASK_AI_MODEL",
] as const;
