/**
 * Where each docs version's API reference comes from and where its model is
 * written: the server half of the version descriptor (the client half, names,
 * labels and URL prefixes, is contracts/docs-versions.ts). The current
 * version reads @unblessed/core itself; an older release is an npm alias dev
 * dependency (`unblessed-core-0.2.0` → `@unblessed/core@0.2.0`).
 */
import path from "node:path";
import { API_MODEL_DIR, API_VERSIONS_DIR } from "../../../../contracts/api-paths";
import { CURRENT_VERSION, DOCS_VERSIONS, type DocsVersion } from "../../../../contracts/docs-versions";

export interface ApiVersionSource {
  version: DocsVersion;
  /** The installed package, relative to the repo root. */
  packageDir: string;
  /** Where the generator writes the model and the loaders read it, relative to the repo root. */
  modelDir: string;
}

const PACKAGE_DIRS: Record<string, string> = {
  current: "node_modules/@unblessed/core",
  "0.2.0": "node_modules/unblessed-core-0.2.0",
};

/** The current model stays where tests and tools expect it; others get a folder each. */
function modelDirOf(version: DocsVersion): string {
  if (version === CURRENT_VERSION) return API_MODEL_DIR;
  return `${API_VERSIONS_DIR}/${version.name}`;
}

export function apiVersionSource(version: DocsVersion): ApiVersionSource {
  const packageDir = PACKAGE_DIRS[version.name];
  if (!packageDir) throw new Error(`No package is configured for docs version "${version.name}"`);
  return { version, packageDir, modelDir: modelDirOf(version) };
}

export const API_VERSION_SOURCES: readonly ApiVersionSource[] = DOCS_VERSIONS.map(apiVersionSource);

/** The declaration file TypeDoc reads. */
export function entryPointOf(source: ApiVersionSource): string {
  return path.join(source.packageDir, "dist/index.d.ts");
}
