import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

const require = createRequire(import.meta.url);
const productionDir = path.join(path.dirname(require.resolve("react-router/package.json")), "dist", "production");

/** Every react-router entry point the browser bundle imports, and its file in the production build. */
const PRODUCTION_ENTRIES: Record<string, string> = {
  "react-router": path.join(productionDir, "index.mjs"),
  "react-router/dom": path.join(productionDir, "dom-export.mjs"),
};

/**
 * react-router publishes a production build next to its development one, but
 * its package exports name only the development files. The two differ in one
 * constant, `ENABLE_DEV_WARNINGS`; with it false the minifier drops the
 * development warnings, about 0.6 KB gzip of every first load. The browser
 * build gets the production files; the prerender and `npm run dev` keep the
 * warnings. A subpath this does not map would pull in a second copy of the
 * router, so it fails the build instead.
 */
export function reactRouterProduction(): Plugin {
  return {
    name: "unblessed-docs:react-router-production",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(source) {
      if (Object.hasOwn(PRODUCTION_ENTRIES, source)) return PRODUCTION_ENTRIES[source];
      if (source.startsWith("react-router/"))
        throw new Error(`"${source}" has no production file in react-router-production.ts; add it there`);
      return null;
    },
  };
}
