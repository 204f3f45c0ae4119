// Inlined at build time by `define` in vite.config.ts (see docs/search.md).
interface ImportMetaEnv {
  readonly ALGOLIA_APP_ID?: string;
  readonly ALGOLIA_SEARCH_API_KEY?: string;
  readonly ALGOLIA_INDEX_NAME?: string;
  readonly ALGOLIA_HOST?: string;
  readonly ASK_AI_ENDPOINT?: string;
  readonly ASK_AI_MODEL?: string;
}
