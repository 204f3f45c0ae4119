import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** The site as the browser tests and the real-site checks see it: with the test-only routes. */
export const TEST_BUILD_DIR = ".test-build";

const ROOT = path.resolve(import.meta.dirname, "../..");
/** Everything a build is made from; tests/ is not, so editing a test never forces a rebuild. */
const SOURCES = [
  "app",
  "contracts",
  "content",
  "build-scripts",
  "public",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
];
/** The environment a build reads (build-time config is inlined into the client). */
const BUILD_ENV = /^(DOCS_|SENTRY_|ALGOLIA_|ASK_AI_)/;
const KEY_FILE = "build-key.txt";

function files(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .flatMap((child) => files(root, path.join(entry, child.name)))
    .sort();
}

/** A hash of every source file's path and content and of the build environment. */
export function buildKey(env: NodeJS.ProcessEnv, root = ROOT): string {
  const hash = createHash("sha256");
  for (const file of SOURCES.flatMap((entry) => files(root, entry))) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
  }
  const buildEnv = Object.entries(env)
    .filter(([name]) => BUILD_ENV.test(name))
    .sort(([a], [b]) => a.localeCompare(b));
  hash.update(JSON.stringify(buildEnv));
  return hash.digest("hex");
}

/**
 * Builds the site with the test-only routes and `env` into `dir`, unless the build there has the
 * same key (sources and environment). DOCS_SKIP_TEST_BUILD=1 reuses whatever is there.
 */
export function ensureBuild(dir: string, env: Record<string, string> = {}): "built" | "reused" {
  // Strict samples: one without a committed capture fails the build, naming its page (sample-cache.ts).
  const fullEnv = { ...process.env, DOCS_TEST_ROUTES: "1", DOCS_BUILD_DIR: dir, DOCS_SAMPLES_STRICT: "1", ...env };
  const keyFile = path.resolve(ROOT, dir, KEY_FILE);
  if (process.env.DOCS_SKIP_TEST_BUILD === "1" && fs.existsSync(path.resolve(ROOT, dir, "client"))) return "reused";
  const key = buildKey(fullEnv);
  const current = () => fs.existsSync(keyFile) && fs.readFileSync(keyFile, "utf8") === key;
  if (current()) return "reused";
  // Forget the old key first: a build that fails halfway must not be reused.
  fs.rmSync(keyFile, { force: true });
  execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"], env: fullEnv });
  fs.writeFileSync(keyFile, key);
  return "built";
}
