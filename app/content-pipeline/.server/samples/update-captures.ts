/**
 * `npm run captures`: runs every sample the site shows (guides, API examples,
 * the gallery, the landing page) afresh, through a whole build, and writes
 * their captures to content/sample-captures/, one file per sample key,
 * removing those no page uses any more. Run it after editing a sample, the
 * runner or the pinned packages; `npm test` fails until then, naming the sample.
 * A timed sample (a clock, waits) that already has a capture keeps it: a second
 * true run would differ from the first and only add noise to the diff.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { COMMITTED_CAPTURES_DIR, type CommittedCapture, isTimedSample } from "./committed-captures";
import { RECORD_ENV } from "./sample-cache";
import type { SampleRun } from "./run-sample";
import type { SampleSpec } from "./sample-spec";

const BUILD_DIR = path.join(".cache", "captures-build");
const work = fs.mkdtempSync(path.join(os.tmpdir(), "captures-"));
const record = path.join(work, "used.jsonl");
const cache = path.join(work, "cache");
const env = {
  ...process.env,
  [RECORD_ENV]: record,
  SAMPLES_CACHE_DIR: cache,
  // Nothing is answered from the captures being replaced.
  SAMPLES_COMMITTED_DIR: "none",
  // Inside the repository: the prerender's server bundle resolves packages from its node_modules.
  DOCS_BUILD_DIR: BUILD_DIR,
  NODE_ENV: "production",
};

try {
  console.log("captures: running every sample in a whole build (a few minutes)");
  execFileSync("npx", ["tsx", "build-scripts/generate.ts", "--force"], { env, stdio: "inherit" });
  execFileSync("npx", ["react-router", "build"], { env, stdio: ["ignore", "ignore", "inherit"] });

  const used = new Map<string, SampleSpec>();
  for (const line of fs.readFileSync(record, "utf8").split("\n").filter(Boolean)) {
    const { key, spec } = JSON.parse(line) as { key: string; spec: SampleSpec };
    used.set(key, spec);
  }
  fs.mkdirSync(COMMITTED_CAPTURES_DIR, { recursive: true });
  let written = 0;
  let unchanged = 0;
  for (const [key, spec] of used) {
    const run = JSON.parse(fs.readFileSync(path.join(cache, `${key}.json`), "utf8")) as SampleRun;
    const capture: CommittedCapture = { spec, frames: run.frames };
    const file = path.join(COMMITTED_CAPTURES_DIR, `${key}.json`);
    const text = `${JSON.stringify(capture)}\n`;
    const kept = fs.existsSync(file) && (isTimedSample(spec) || fs.readFileSync(file, "utf8") === text);
    if (kept) unchanged++;
    else {
      fs.writeFileSync(file, text);
      written++;
    }
  }
  let removed = 0;
  for (const name of fs.readdirSync(COMMITTED_CAPTURES_DIR)) {
    if (name.endsWith(".json") && !used.has(name.slice(0, -".json".length))) {
      fs.rmSync(path.join(COMMITTED_CAPTURES_DIR, name));
      removed++;
    }
  }
  console.log(`captures: ${written} written, ${unchanged} unchanged, ${removed} removed (${COMMITTED_CAPTURES_DIR}/)`);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
  fs.rmSync(BUILD_DIR, { recursive: true, force: true });
}
