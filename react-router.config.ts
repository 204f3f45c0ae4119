import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/.server/content/manifest";

export default {
  ssr: false,
  // Test builds (with the test-only crash route) go elsewhere so that they
  // never overwrite, or get shipped as, the production build.
  buildDirectory: process.env.DOCS_BUILD_DIR ?? "build",
  // Opt in to the v8 behaviours that change nothing for us. Not the request
  // flags: loaders find their page from the request URL, which must stay the
  // page URL rather than the `.data` URL.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
  prerender: {
    paths: () => prerenderPaths(),
    concurrency: 2,
  },
} satisfies Config;
