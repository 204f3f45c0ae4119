/**
 * Where the prerender's time goes, for `npm run bench`: with
 * `DOCS_BUILD_TIMINGS=<file>` set, the time spent in each labelled step is
 * summed and appended to that file as one JSON line when the process exits.
 * Without it, `timed` just runs the step.
 */
import fs from "node:fs";

const file = process.env["DOCS_BUILD_TIMINGS"];
const totals = new Map<string, { ms: number; count: number }>();

if (file) {
  process.on("exit", () => {
    if (totals.size) fs.appendFileSync(file, `${JSON.stringify(Object.fromEntries(totals))}\n`);
  });
}

export async function timed<T>(label: string, step: () => Promise<T> | T): Promise<T> {
  if (!file) return step();
  const start = performance.now();
  try {
    return await step();
  } finally {
    const total = totals.get(label) ?? { ms: 0, count: 0 };
    totals.set(label, { ms: total.ms + performance.now() - start, count: total.count + 1 });
  }
}
