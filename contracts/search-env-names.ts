/** The build-time variables search reads; vite.config.ts inlines exactly these and no others. */
export const SEARCH_ENV_NAMES = [
  "ALGOLIA_APP_ID",
  "ALGOLIA_SEARCH_API_KEY",
  "ALGOLIA_INDEX_NAME",
  "ALGOLIA_HOST",
  "ASK_AI_ENDPOINT",
  "ASK_AI_MODEL",
] as const;

export type SearchEnvName = (typeof SEARCH_ENV_NAMES)[number];

/**
 * Services that need several variables: all the required ones or none. The
 * build fails on a half-set service (contracts/config/schema.ts); the browser code
 * reads a service as configured only when all are set.
 */
export const SEARCH_SERVICES = [
  {
    name: "Algolia search",
    required: ["ALGOLIA_APP_ID", "ALGOLIA_SEARCH_API_KEY", "ALGOLIA_INDEX_NAME"],
    optional: ["ALGOLIA_HOST"],
  },
  { name: "Ask AI", required: ["ASK_AI_ENDPOINT", "ASK_AI_MODEL"], optional: [] },
] as const satisfies readonly {
  name: string;
  required: readonly SearchEnvName[];
  optional: readonly SearchEnvName[];
}[];

export type SearchService = (typeof SEARCH_SERVICES)[number];

/** Whether every required variable of `service` has a value. */
export function isComplete(service: SearchService, env: Partial<Record<string, string | undefined>>): boolean {
  return service.required.every((name) => Boolean(env[name]));
}
