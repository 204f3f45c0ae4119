import fs from "node:fs";
import path from "node:path";
import { formatTable, hostLoad, LIGHTHOUSE_PAGES, measure, type LighthouseFigures } from "./lighthouse";
import { startNginx } from "./nginx";

/**
 * Bench section: Lighthouse mobile, median of 3, for one page of each page
 * type, served by nginx as a production host would serve it.
 * `LIGHTHOUSE_RUNS` changes the number of runs per page; `LIGHTHOUSE_PAGES`
 * (comma-separated labels, matched by prefix, e.g. `List,404`) picks pages.
 */
export async function run({ clientDir }: { clientDir: string }): Promise<string> {
  const runs = Number(process.env["LIGHTHOUSE_RUNS"] ?? 3);
  const picked = process.env["LIGHTHOUSE_PAGES"]?.split(",");
  const pages = LIGHTHOUSE_PAGES.filter(
    (page) =>
      (!picked || picked.some((label) => page.label.startsWith(label))) &&
      (!page.optionalFile || fs.existsSync(path.join(clientDir, page.optionalFile))),
  );
  const skipped = LIGHTHOUSE_PAGES.filter((page) => page.optionalFile && !pages.includes(page) && !picked).map(
    (page) => page.label,
  );
  const server = await startNginx(clientDir);
  const loadBefore = hostLoad();
  const rows: { page: (typeof pages)[number]; figures: LighthouseFigures }[] = [];
  try {
    for (const page of pages) rows.push({ page, figures: await measure(server.origin, page, runs) });
  } finally {
    await server.stop();
  }
  const benchmarkIndexes = rows.map((row) => Math.round(row.figures.benchmarkIndex)).join(", ");
  return [
    `Lighthouse mobile (median of ${runs}; Debian Chromium; served by ${server.description}):`,
    formatTable(rows),
    skipped.length ? `  not in this build, skipped: ${skipped.join(", ")}` : "",
    `  host: ${loadBefore} before, ${hostLoad()} after; Lighthouse benchmarkIndex per page: ${benchmarkIndexes}`,
  ]
    .filter(Boolean)
    .join("\n");
}
