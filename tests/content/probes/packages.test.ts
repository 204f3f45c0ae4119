// Package facts stated on the installation page, the introduction ("The
// packages", "Where it runs"), the Node.js page ("Start-up") and
// troubleshooting ("Installing fetches 0.2.0"). The installed packages are
// read directly; what the npm registry said is recorded in
// contracts/npm-registry.json, and the page must agree with that record. The
// record itself is re-checked against the registry only on request
// (CHECK_NPM_REGISTRY=1), so the suite stays offline.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { readPage } from "../lib/docs";
import registry from "../../../contracts/npm-registry.json";

const require = createRequire(import.meta.url);
const PACKAGES = ["@unblessed/core", "@unblessed/node", "@unblessed/blessed"] as const;

interface Manifest {
  version: string;
  engines?: Record<string, string>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  exports: Record<string, { types?: string; import?: string; require?: string }>;
}

function packageDir(name: string): string {
  // The "require" condition of every package points into dist/.
  return path.dirname(path.dirname(require.resolve(name)));
}

function manifest(name: string): Manifest {
  return JSON.parse(readFileSync(path.join(packageDir(name), "package.json"), "utf8")) as Manifest;
}

describe("the installed packages", () => {
  it.each(PACKAGES)("%s is 1.0.0-alpha.23, needs Node 22 and ships ESM, CommonJS and declarations", (name) => {
    const pkg = manifest(name);
    expect(pkg.version).toBe("1.0.0-alpha.23");
    expect(pkg.engines).toEqual({ node: ">= 22.0.0" });
    expect(pkg.exports["."]).toEqual({
      types: "./dist/index.d.ts",
      import: "./dist/index.js",
      require: "./dist/index.cjs",
    });
  });

  it.each(["@unblessed/node", "@unblessed/blessed"])(
    "%s depends on core at the same version and has pngjs and omggif as peers",
    (name) => {
      const pkg = manifest(name);
      expect(pkg.dependencies).toEqual({ "@unblessed/core": "1.0.0-alpha.23" });
      expect(pkg.peerDependencies).toEqual({ pngjs: "^7.0.0", omggif: "^1.0.10" });
    },
  );

  it.each(["@unblessed/node", "@unblessed/blessed"])("%s imports pngjs and omggif as soon as it is loaded", (name) => {
    const bundle = readFileSync(path.join(packageDir(name), "dist/index.js"), "utf8");
    expect(bundle).toMatch(/import\s*\{\s*PNG\s*\}\s*from\s*['"]pngjs['"]/);
    expect(bundle).toMatch(/import\s*\{\s*GifReader\s*\}\s*from\s*['"]omggif['"]/);
  });

  it.each(PACKAGES)("%s does not check the Node version when it runs", (name) => {
    const bundle = readFileSync(path.join(packageDir(name), "dist/index.js"), "utf8");
    expect(bundle).not.toMatch(/process\.version\b|versions\.node/);
  });

  it("core's declarations import Node's modules, so they need @types/node", () => {
    const dts = readFileSync(path.join(packageDir("@unblessed/core"), "dist/index.d.ts"), "utf8");
    for (const module of ["fs", "stream", "events", "child_process"]) {
      expect(dts).toMatch(new RegExp(`^import .* from '${module}';$`, "m"));
    }
  });

  it("the declarations swap the stream types of a screen's input and output", () => {
    const dts = readFileSync(path.join(packageDir("@unblessed/core"), "dist/index.d.ts"), "utf8");
    expect(dts).toMatch(/input\?: WritableType;\s*\/\*\*[\s\S]*?\*\/\s*output\?: ReadableType;/);
  });

  it("the declarations type every event listener as Function", () => {
    const dts = readFileSync(path.join(packageDir("@unblessed/core"), "dist/index.d.ts"), "utf8");
    expect(dts).toMatch(/declare class EventEmitter \{[^}]*\bon\(type: string, listener: Function\): any;/);
  });

  it("NodeRuntime is exported although its declaration is marked @internal", () => {
    const dts = readFileSync(path.join(packageDir("@unblessed/node"), "dist/index.d.ts"), "utf8");
    expect(dts).toMatch(/@internal\s*\*\/\s*declare class NodeRuntime/);
  });

  it("@unblessed/blessed registers its runtime when imported", async () => {
    const { default: blessed } = await import("@unblessed/blessed");
    const output = Object.assign(new PassThrough(), { columns: 20, rows: 5, isTTY: true });
    output.resume();
    // No setRuntime() call: this throws "Runtime not initialized" unless the import registered one.
    const screen = blessed.screen({ input: new PassThrough(), output, terminal: "xterm" });
    screen.destroy();
  });
});

describe("the installation page", () => {
  const page = readPage("getting-started/installation");

  it.each(Object.entries(registry.packages))("states the recorded versions, dates and tags of %s", (name, facts) => {
    const row = page.split("\n").find((line) => line.startsWith(`| \`${name}\` |`));
    expect(row, `no table row for ${name}`).toBeDefined();
    const [, , published = "", latest = ""] = (row ?? "").split("|").map((cell) => cell.trim());
    for (const [version, date] of Object.entries(facts.published)) {
      expect(published).toContain(`\`${version}\` (${date})`);
    }
    expect(published.match(/`[^`]+` \(/g)).toHaveLength(Object.keys(facts.published).length);
    expect(latest).toBe(`\`${facts.distTags.latest}\``);
  });
});

const npm = (...args: string[]) => spawnSync("npm", args, { encoding: "utf8" });

describe.runIf(process.env.CHECK_NPM_REGISTRY === "1")("the record against the npm registry", () => {
  it.each(Object.entries(registry.packages))("%s: tags, versions and publication dates", (name, facts) => {
    const run = npm("view", name, "time", "dist-tags", "--json");
    expect(run.status, run.stderr).toBe(0);
    const live = JSON.parse(run.stdout) as { time: Record<string, string>; "dist-tags": Record<string, string> };
    expect(live["dist-tags"]).toEqual(facts.distTags);
    const versions = Object.fromEntries(
      Object.entries(live.time)
        .filter(([key]) => key !== "created" && key !== "modified")
        .map(([version, time]) => [version, time.slice(0, 10)]),
    );
    expect(versions).toEqual(facts.published);
  });

  it.each(registry.notPublished)("%s is not published", (name) => {
    const run = npm("view", name, "version");
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain("E404");
  });

  it("@unblessed/node 0.2.0 registers its own runtime and exports no NodeRuntime", () => {
    const deps = npm("view", "@unblessed/node@0.2.0", "dependencies", "--json");
    expect(JSON.parse(deps.stdout)).toEqual(registry.node020.dependencies);

    const dir = mkdtempSync(path.join(os.tmpdir(), "unblessed-020-"));
    try {
      const pack = npm("pack", "@unblessed/node@0.2.0", "--pack-destination", dir, "--json");
      expect(pack.status, pack.stderr).toBe(0);
      const [packed] = JSON.parse(pack.stdout) as Array<{ filename: string }>;
      if (!packed) throw new Error(`npm pack wrote no file: ${pack.stdout}`);
      spawnSync("tar", ["-xzf", path.join(dir, packed.filename), "-C", dir]);
      const bundle = readFileSync(path.join(dir, "package/dist/index.js"), "utf8");
      expect(bundle).toMatch(/initCore\(new \w+\)/);
      expect(bundle).not.toMatch(/export\s*\{[^}]*NodeRuntime/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
