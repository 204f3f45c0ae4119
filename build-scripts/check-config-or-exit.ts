import { listApiPageIds } from "../app/content-pipeline/.server/content/generated-api";
import { checkBuildEnv, checkConfig, SITE_CONFIG_FILE } from "../app/content-pipeline/.server/check-config";
import { docsRoot } from "../app/content-pipeline/.server/content/content-root";
import { loadSidebars } from "../app/content-pipeline/.server/content/sidebars-source";
import { siteConfig } from "../app/site-config";

/**
 * Checks the whole configuration (app/content-pipeline/.server/check-config.ts) against
 * the generated API pages and exits with every problem printed when there is
 * one. Configuration mistakes stop `npm run dev` too (`--keep-going` is for
 * MDX): the shell itself reads them.
 */
export function checkConfigOrExit(): void {
  const sidebars = loadSidebars();
  const problems = checkConfig({
    siteConfig,
    sidebars: sidebars.config,
    docsDir: docsRoot(),
    otherPageIds: listApiPageIds(),
    env: process.env,
    files: { siteConfig: SITE_CONFIG_FILE, sidebars: sidebars.file },
  });
  exitOnProblems(problems);
}

/**
 * The build environment alone, before any work: a half-set search variable
 * stops the run at once rather than after TypeDoc.
 */
export function checkBuildEnvOrExit(): void {
  exitOnProblems(checkBuildEnv(process.env));
}

function exitOnProblems(problems: readonly Error[]): void {
  if (problems.length === 0) return;
  console.error(problems.map((problem) => problem.message).join("\n\n"));
  process.exit(1);
}
