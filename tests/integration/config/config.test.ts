import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { listApiPageIds } from "../../../app/content-pipeline/.server/content/generated-api";
import { checkConfig } from "../../../app/content-pipeline/.server/check-config";
import { siteConfig } from "../../../app/site-config";
import { sidebars } from "../../../content/sidebars";

/**
 * One folder per scenario: whatever it holds (site-config.ts, sidebars.ts,
 * docs/, env.json) replaces that part of the valid site in _site/, and
 * expected.txt is the exact message `npm run generate` prints (empty: none).
 */
const HERE = path.relative(process.cwd(), import.meta.dirname);
const BASE = path.join(HERE, "_site");
const scenarios = fs
  .readdirSync(HERE, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== "_site")
  .map((entry) => entry.name);

/** The scenario's file if it has one, the base site's otherwise. */
function part(scenario: string, name: string): string {
  const own = path.join(HERE, scenario, name);
  return fs.existsSync(own) ? own : path.join(BASE, name);
}

async function messagesFor(scenario: string): Promise<string> {
  const siteConfigFile = part(scenario, "site-config.ts");
  const sidebarsFile = part(scenario, "sidebars.ts");
  const envFile = path.join(HERE, scenario, "env.json");
  const errors = checkConfig({
    siteConfig: (await import(path.resolve(siteConfigFile))).siteConfig,
    sidebars: (await import(path.resolve(sidebarsFile))).sidebars,
    docsDir: part(scenario, "docs"),
    otherPageIds: [],
    env: fs.existsSync(envFile) ? JSON.parse(fs.readFileSync(envFile, "utf8")) : {},
    files: { siteConfig: siteConfigFile, sidebars: sidebarsFile },
  });
  return errors.map((error) => error.message).join("\n\n");
}

describe("configuration checks", () => {
  it.each(scenarios)("%s", async (scenario) => {
    const expected = fs.readFileSync(path.join(HERE, scenario, "expected.txt"), "utf8").trimEnd();
    expect(await messagesFor(scenario)).toBe(expected);
  });

  it("pass on this site", () => {
    const errors = checkConfig({
      siteConfig,
      sidebars,
      docsDir: "content/docs",
      otherPageIds: listApiPageIds(),
      env: {},
    });
    expect(errors.map((error) => error.message)).toEqual([]);
  });
});

describe("npm run generate", () => {
  // The environment is not among the hashed inputs, so the up-to-date path must check it too;
  // --force takes the other path, where it is checked before TypeDoc and the MDX start.
  it.each([[[]], [["--force"]]])("stops with the friendly message and nothing else (arguments %j)", (args) => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "build-scripts/generate.ts", ...args], {
      env: { ...process.env, ALGOLIA_APP_ID: "APP", ALGOLIA_HOST: "http://127.0.0.1:9" },
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    const expected = fs.readFileSync(path.join(HERE, "algolia-half-set", "expected.txt"), "utf8");
    expect(run.stderr).toBe(expected);
    expect(run.stdout).not.toMatch(/API reference|Search index/);
  });
});
