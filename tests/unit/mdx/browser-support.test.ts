import { describe, expect, it } from "vitest";
import { browserSupport, importedModules } from "../../../app/content-pipeline/.server/mdx/browser-support";
import { LIVE_FLAG, parseCodeMeta } from "../../../app/content-pipeline/.server/mdx/code-meta";
import { readLocation, sampleHref } from "../../../contracts/playground-url";

const SCREEN = 'import { Screen } from "@unblessed/node";\nconst screen = new Screen();\n';
const support = (code: string, meta = "") => browserSupport(code, parseCodeMeta(meta), LIVE_FLAG);

describe("which screen samples run in the page", () => {
  it("runs a program that imports core or node only", () => {
    expect(support(SCREEN)).toEqual({ runs: true });
    expect(support(SCREEN, "live")).toEqual({ runs: true });
  });

  it("derives the reason from the source", () => {
    expect(support(`${SCREEN}import { spawn } from "node:child_process";`)).toEqual({
      runs: false,
      reason: "it starts a child process (node:child_process)",
    });
    expect(support(`const blessed = require("@unblessed/blessed");\nblessed.screen();`)).toEqual({
      runs: false,
      reason: "it imports @unblessed/blessed; programs in the page can import @unblessed/core and @unblessed/node",
    });
    expect(support(`${SCREEN}console.log(process.argv[2]);`)).toEqual({
      runs: false,
      reason: "it reads its command-line arguments (process.argv)",
    });
    expect(support(`${SCREEN}new Terminal({ parent: screen });`)).toMatchObject({ runs: false });
  });

  it("takes a stated reason where the source cannot show one, and checks it", () => {
    expect(support(SCREEN, 'norun="it shows console.log in the terminal"')).toEqual({
      runs: false,
      reason: "it shows console.log in the terminal",
    });
    expect(support(SCREEN, 'norun=""')).toEqual({ invalid: 'norun needs a reason: norun="why"' });
    expect(support(`${SCREEN}import fs from "node:fs";`, 'norun="files"')).toEqual({
      invalid: "norun is not needed: the build finds the reason itself (it reads or writes files (node:fs))",
    });
    expect(support(SCREEN, 'norun="a" norun="b"')).toEqual({ invalid: "norun is given 2 times; give it once" });
    expect(support(`${SCREEN}import fs from "node:fs";`, "live")).toEqual({
      invalid: "`live` on a sample that cannot run in a browser tab: it reads or writes files (node:fs)",
    });
  });

  it("reads every way a module is loaded", () => {
    expect(
      importedModules('import a from "a";\nimport "b";\nconst c = require("c");\nimport type { D } from "d";'),
    ).toEqual(["a", "b", "c", "d"]);
  });
});

describe("Open in playground", () => {
  it("carries the code, the file name and the page, and reads them back", () => {
    const sample = { filename: "where.ts", page: { path: "/docs/guides/mouse", title: "Mouse" } };
    const url = new URL(sampleHref("/playground", "const a = 1;\n", sample), "https://unblessed.dev");
    expect(readLocation(url.search, url.hash)).toEqual({ code: "const a = 1;\n", sample });
  });

  it("ignores a sample from outside the docs or with a strange file name", () => {
    const code = "#code=YQ";
    expect(readLocation("?sample=x.ts&from=https://evil.example/", code)).toEqual({ code: "a" });
    expect(readLocation("?sample=../x&from=/docs/a", code)).toEqual({ code: "a" });
  });
});
