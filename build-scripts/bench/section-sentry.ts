import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pageFileOf } from "../page-files";
import { kb, measurePage } from "./page-weight";

/**
 * Error reporting must cost nothing on a first load: a doc page's first-load
 * JS with a DSN built in should equal the one without (the SDK is a lazy
 * chunk, fetched after hydration when the browser is idle).
 */
const SENTRY_BENCH_BUILD_DIR = ".bench-sentry-build";
const DOC_PAGE = "docs/getting-started/introduction";

export async function run({ clientDir }: { clientDir: string }): Promise<string> {
  fs.rmSync(SENTRY_BENCH_BUILD_DIR, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DOCS_BUILD_DIR: SENTRY_BENCH_BUILD_DIR,
    SENTRY_DSN: "https://publickey@o0.ingest.example.invalid/1",
  };
  try {
    execFileSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"], env });
    const sentryClient = path.join(SENTRY_BENCH_BUILD_DIR, "client");
    const without = measurePage(clientDir, DOC_PAGE);
    const withDsn = measurePage(sentryClient, DOC_PAGE);
    const sdkChunks = fs
      .readdirSync(path.join(sentryClient, "assets"))
      .filter(
        (file) =>
          file.endsWith(".js") &&
          fs.readFileSync(path.join(sentryClient, "assets", file), "utf8").includes("sentry.javascript"),
      );
    const lazyBytes = sdkChunks.reduce(
      (sum, file) => sum + fs.statSync(path.join(sentryClient, "assets", file)).size,
      0,
    );
    const firstLoadHtml = fs.readFileSync(path.join(sentryClient, pageFileOf(`/${DOC_PAGE}`)), "utf8");
    const inFirstLoad = sdkChunks.filter((file) => firstLoadHtml.includes(file));
    return [
      "error reporting (Sentry):",
      `  /${DOC_PAGE} first-load JS without SENTRY_DSN: ${kb(without.js.raw)} raw, ${kb(without.js.gzip)} gzip (${without.js.files} files)`,
      `  /${DOC_PAGE} first-load JS with SENTRY_DSN:    ${kb(withDsn.js.raw)} raw, ${kb(withDsn.js.gzip)} gzip (${withDsn.js.files} files)`,
      `  difference: ${kb(withDsn.js.gzip - without.js.gzip)} gzip`,
      `  SDK chunk(s), loaded lazily: ${sdkChunks.join(", ") || "none found"} (${kb(lazyBytes)} raw)`,
      `  SDK in the first load: ${inFirstLoad.length ? `YES (${inFirstLoad.join(", ")})` : "no"}`,
    ].join("\n");
  } finally {
    fs.rmSync(SENTRY_BENCH_BUILD_DIR, { recursive: true, force: true });
  }
}
