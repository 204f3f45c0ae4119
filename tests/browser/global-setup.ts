import http from "node:http";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { listen, staticRequestHandler } from "../../build-scripts/static-server/static-server";
import { serveAxe } from "./support/axe-file";
import { ensureBuild, TEST_BUILD_DIR } from "../support/test-build";
import { buildServicesVariant } from "./support/services-build";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Before any file runs, so no two files build a folder at once: the services build and, for the
 * browser files, the test build (never in `build/`: it has the crash route), served as a static
 * host would. Each is rebuilt only when its key changed (test-build.ts).
 */
export default async function setup(project: TestProject) {
  buildServicesVariant();
  if (project.name !== "browser") return;
  ensureBuild(TEST_BUILD_DIR);
  const serveSite = staticRequestHandler(path.resolve(TEST_BUILD_DIR, "client"));
  // Plus axe-core for the accessibility checks, which the pages' policy lets load from the site only.
  const server = http.createServer((request, response) => {
    if (!serveAxe(request, response)) serveSite(request, response);
  });
  project.provide("baseUrl", await listen(server, 0));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
