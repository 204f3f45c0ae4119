import { execFileSync } from "node:child_process";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createStaticServer, listen } from "../../build-scripts/static-server/static-server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export const TEST_BUILD_DIR = ".test-build";

/**
 * Builds the site once with the test-only routes into its own folder (never
 * `build/`, so a test run can't ship the crash route), then serves it the way
 * a plain static host would.
 */
export default async function setup(project: TestProject) {
  if (process.env.DOCS_SKIP_TEST_BUILD !== "1") {
    execFileSync("npm", ["run", "build"], {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, DOCS_TEST_ROUTES: "1", DOCS_BUILD_DIR: TEST_BUILD_DIR },
    });
  }
  const server = createStaticServer(path.resolve(TEST_BUILD_DIR, "client"));
  const baseUrl = await listen(server, 0);
  project.provide("baseUrl", baseUrl);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
