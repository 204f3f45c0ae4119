import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { prerenderPaths, sampleTypesPaths } from "./app/content-pipeline/.server/content/manifest";
import { apiLocationFromPath } from "./contracts/docs-versions";
import { postbuild } from "./build-scripts/postbuild";

// Test builds of one configuration (a Sentry DSN, search services) never open
// an API page; DOCS_PRERENDER_API=0 leaves the API pages of every version out of their prerender.
const prerenderApi = process.env.DOCS_PRERENDER_API !== "0";

export default {
  ssr: false,
  // Test builds (with the test-only crash route) go elsewhere so that they
  // never overwrite, or get shipped as, the production build.
  buildDirectory: process.env.DOCS_BUILD_DIR ?? "build",
  // Opt in to the v8 behaviours that change nothing for us. The two request
  // flags are declined out loud (false, not unset, which prints a warning on
  // every dev start): loaders find their page from the request URL, which must
  // stay the page URL rather than the `.data` URL, and the hosting layout
  // (docs/hosting.md) puts `/docs/x`'s data at `/docs/x.data`.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
  // 404.html, sitemap, robots.txt and the HTML checks, in this process rather than a new one.
  buildEnd: ({ reactRouterConfig }) => postbuild(path.join(reactRouterConfig.buildDirectory, "client")),
  prerender: {
    paths: () => [
      ...prerenderPaths().filter((path) => prerenderApi || apiLocationFromPath(path) === undefined),
      ...sampleTypesPaths(),
    ],
    concurrency: 2,
  },
} satisfies Config;
