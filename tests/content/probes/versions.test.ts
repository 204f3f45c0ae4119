// Facts about @unblessed/core 0.2.0 stated on the installation page ("Two
// release lines") and used by the versioned API reference, checked against
// the installed alias `unblessed-core-0.2.0` by running it.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CURRENT_VERSION, LATEST_RELEASE_VERSION } from "../../../contracts/docs-versions";
import { versionSlugs } from "../../../app/api-reference/.server/generator/version-slugs";
import { readPage } from "../lib/docs";
import registry from "../../../contracts/npm-registry.json";

const ALIAS = "unblessed-core-0.2.0";

/** Runs an ES module in a fresh Node (vitest sets NODE_ENV=test, which 0.2.0's initCore looks at). */
function runModule(source: string, env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", source], {
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production", ...env },
  });
  return { status: run.status, stdout: run.stdout.trim(), stderr: run.stderr.trim() };
}

describe("@unblessed/core 0.2.0, as installed", () => {
  it("is npm's latest, the version the 0.2.0 reference is labelled with", () => {
    expect(registry.packages["@unblessed/node"].distTags.latest).toBe(LATEST_RELEASE_VERSION.release);
    expect(registry.packages["@unblessed/core"].distTags.latest).toBe(LATEST_RELEASE_VERSION.release);
    // The package's exports map does not list package.json, so it is read from the alias's folder.
    const pkg = JSON.parse(readFileSync(`node_modules/${ALIAS}/package.json`, "utf8")) as {
      name: string;
      version: string;
    };
    expect(`${pkg.name} ${pkg.version}`).toBe(`@unblessed/core ${LATEST_RELEASE_VERSION.release}`);
  });

  it("exports createRuntime, initCore and hasUtilsSupport, and no setRuntime", () => {
    const run = runModule(`const core = await import("${ALIAS}");
      console.log(["createRuntime", "initCore", "hasUtilsSupport", "setRuntime"].map((n) => typeof core[n]).join(" "));`);
    expect(run.stdout).toBe("function function function undefined");
  });

  it("createRuntime returns the object it is given; hasUtilsSupport looks for `utils`", () => {
    const run = runModule(`const { createRuntime, hasUtilsSupport } = await import("${ALIAS}");
      const parts = { fs: {} };
      console.log(createRuntime(parts) === parts, hasUtilsSupport(parts), hasUtilsSupport({ utils: {} }));`);
    expect(run.stdout).toBe("true false true");
  });

  it("initCore refuses a second, different runtime, except under NODE_ENV=test", () => {
    const program = `const { initCore } = await import("${ALIAS}");
      const first = {};
      initCore(first);
      initCore(first);
      try { initCore({}); console.log("accepted"); } catch (error) { console.log(error.message); }`;
    expect(runModule(program).stdout).toBe("Runtime already initialized with a different instance");
    expect(runModule(program, { NODE_ENV: "test" }).stdout).toBe("accepted");
  });
});

describe("@unblessed/core 0.2.0's subpath exports", () => {
  it("./runtime exports createRuntime and the has…Support functions, without its declared .d.ts", () => {
    const run = runModule(`const runtime = await import("${ALIAS}/runtime");
      console.log(Object.keys(runtime).sort().join(" "));`);
    expect(run.stdout).toBe("createRuntime hasImageSupport hasNetworkSupport hasProcessSupport hasUtilsSupport");
    const pkg = JSON.parse(readFileSync(`node_modules/${ALIAS}/package.json`, "utf8")) as {
      exports: Record<string, { types?: string }>;
    };
    expect(pkg.exports["./runtime"]?.types).toBe("./dist/runtime.d.ts");
    expect(existsSync(`node_modules/${ALIAS}/dist/runtime.d.ts`)).toBe(false);
  });

  it("./widgets is declared but cannot be imported", () => {
    const run = runModule(
      `try { await import("${ALIAS}/widgets"); console.log("loaded"); } catch (error) { console.log(error.code); }`,
    );
    expect(run.stdout).toBe("ERR_MODULE_NOT_FOUND");
    expect(existsSync(`node_modules/${ALIAS}/dist/widgets`)).toBe(false);
  });

  it("are described so on the 0.2.0 page", () => {
    const page = readPage("0.2.0/api");
    expect(page).toContain(
      "`@unblessed/core/runtime` loads and exports `createRuntime` and the four `has…Support` functions.",
    );
    expect(page).toContain("Node fails with `ERR_MODULE_NOT_FOUND`");
  });
});

describe("the installation page", () => {
  const page = readPage("getting-started/installation");
  const section = page.slice(
    page.indexOf("## Two release lines"),
    page.indexOf("## Install with your package manager"),
  );

  it("says which part of the site documents which release, and how to install each", () => {
    expect(section).toContain(`\`npm install @unblessed/node@${CURRENT_VERSION.release}\``);
    expect(section).toContain("`npm install @unblessed/node` (npm's `latest`)");
    expect(section).toContain(`[\`${CURRENT_VERSION.apiBase}\`](${CURRENT_VERSION.apiBase})`);
    expect(section).toContain(`[\`${LATEST_RELEASE_VERSION.apiBase}\`](${LATEST_RELEASE_VERSION.apiBase})`);
  });

  it("names the 0.2.0-only exports and the error initCore gives", () => {
    for (const name of ["createRuntime", "initCore", "hasUtilsSupport", "UtilsAPI"]) {
      expect(section).toContain(`[\`${name}\`](${LATEST_RELEASE_VERSION.apiBase}/`);
    }
    expect(section).toContain("`Runtime already\ninitialized with a different instance`");
  });
});

describe("the 0.2.0 API page (/docs/0.2.0/api)", () => {
  const page = readPage("0.2.0/api");
  const section = (title: string) => {
    const start = page.indexOf(`## ${title}\n`);
    const end = page.indexOf("\n## ", start + 1);
    return page.slice(start, end === -1 ? undefined : end);
  };
  const linkedSlugs = (text: string, base: string) =>
    [...text.matchAll(new RegExp(`\\]\\(${base.replace(/\./g, "\\.")}/([^)#]+)\\)`, "g"))].map((m) => m[1] ?? "");
  const slugs = versionSlugs();
  const next = new Set(slugs[CURRENT_VERSION.name]);
  const old = new Set(slugs[LATEST_RELEASE_VERSION.name]);

  it("lists exactly the declarations only 0.2.0 has", () => {
    const onlyOld = [...old].filter((slug) => !next.has(slug) && /\.(Function|Interface|Class)\./.test(slug));
    expect(linkedSlugs(section("Only in 0.2.0"), LATEST_RELEASE_VERSION.apiBase).sort()).toEqual(onlyOld.sort());
  });

  it("links only to Next pages that 0.2.0 lacks under 'Only in Next'", () => {
    const linked = linkedSlugs(section("Only in Next"), CURRENT_VERSION.apiBase);
    expect(linked.length).toBeGreaterThan(5);
    expect(linked.filter((slug) => !next.has(slug) || old.has(slug))).toEqual([]);
  });
});
