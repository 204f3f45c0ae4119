import { heaviestPages } from "./heaviest-pages";
import { formatTable, hostLoad, measure, type LighthouseFigures, type LighthousePage } from "./lighthouse";
import { startNginx, type RunningHost } from "../hosting/run-host";

/**
 * Bench section: Lighthouse mobile, median of 3, for the heaviest pages of
 * the build, by type (./heaviest-pages.ts), served by nginx with the repository's config (hosting/nginx.conf), as a
 * production host would serve it.
 * - `LIGHTHOUSE_RUNS`: runs per page (3).
 * - `LIGHTHOUSE_PAGES`: comma-separated labels, matched by prefix (`guide,not found`).
 * - `LIGHTHOUSE_BASELINE`: another build's client folder (e.g. one of `main`),
 *   measured in alternation with this one and printed as a "before" table.
 */
export async function run({ clientDir }: { clientDir: string }): Promise<string> {
  const runs = Number(process.env["LIGHTHOUSE_RUNS"] ?? 3);
  const picked = process.env["LIGHTHOUSE_PAGES"]?.split(",");
  const baselineDir = process.env["LIGHTHOUSE_BASELINE"];
  const pages = heaviestPages(clientDir).filter(
    (page) => !picked || picked.some((label) => page.label.startsWith(label)),
  );
  const servers: RunningHost[] = [];
  const loadBefore = hostLoad();
  const rows: { page: LighthousePage; figures: LighthouseFigures[] }[] = [];
  try {
    servers.push(await startNginx(clientDir));
    if (baselineDir) servers.push(await startNginx(baselineDir));
    const origins = servers.map((server) => server.baseUrl);
    for (const page of pages) rows.push({ page, figures: await measure(origins, page, runs) });
  } finally {
    for (const server of servers) await server.close();
  }
  const table = (index: number) =>
    formatTable(rows.flatMap(({ page, figures }) => (figures[index] ? [{ page, figures: figures[index] }] : [])));
  const benchmarkIndexes = rows.map((row) => Math.round(row.figures[0]?.benchmarkIndex ?? 0)).join(", ");
  return [
    `Lighthouse mobile (median of ${runs}; Debian Chromium; served by Debian nginx with hosting/nginx.conf):`,
    "  pages, chosen from the build (elements, HTML gzip):",
    ...pages.map(
      (page) => `    ${page.label}: ${page.path} (${page.elements} elements, ${(page.htmlGzip / 1024).toFixed(1)} KB)`,
    ),
    table(0),
    ...(baselineDir ? [`baseline ${baselineDir}, measured in alternation with the above:`, table(1)] : []),
    `  host: ${loadBefore} before, ${hostLoad()} after; Lighthouse benchmarkIndex per page: ${benchmarkIndexes}`,
  ]
    .filter(Boolean)
    .join("\n");
}
