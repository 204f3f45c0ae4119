import path from "node:path";
import type { TestProject } from "vitest/node";
import { createStaticServer, listen } from "../../build-scripts/static-server/static-server";
import { ensureBuild, TEST_BUILD_DIR } from "../support/test-build";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Builds the site with the test-only routes into its own folder (never
 * `build/`, so a test run can't ship the crash route) when its sources
 * changed, then serves it the way a static host would.
 */
export default async function setup(project: TestProject) {
  ensureBuild(TEST_BUILD_DIR);
  const server = createStaticServer(path.resolve(TEST_BUILD_DIR, "client"));
  const baseUrl = await listen(server, 0);
  project.provide("baseUrl", baseUrl);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
