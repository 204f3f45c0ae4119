import { buildManifest } from "../../app/content-pipeline/.server/content/manifest";
import { checkDuplicates } from "../checks/duplicates";
import { runChecks } from "../checks/run";
import { readSite } from "../checks/site";

/** Bench section: the build checks over every page of the benchmark build, reading included. */
export async function run({ clientDir }: { clientDir: string }): Promise<string> {
  const manifest = buildManifest();
  const start = performance.now();
  const site = readSite(clientDir, manifest);
  const read = performance.now();
  const findings = [...checkDuplicates(manifest.duplicates), ...runChecks(site)];
  const end = performance.now();
  return [
    "build checks (links, anchors, images, page meta, duplicates):",
    `  ${site.pages.length} pages: ${(end - start).toFixed(0)} ms (read ${(read - start).toFixed(0)} ms, check ${(end - read).toFixed(0)} ms), ${findings.length} findings`,
  ].join("\n");
}
