import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  checkMachinePaths,
  contentPaths,
  type MachineFolders,
  pathsUnder,
  readTextFiles,
} from "../../../build-scripts/checks/machine-paths";

const folders: MachineFolders = { build: "/home/ann/work/site", home: "/home/ann", temp: "/tmp" };
const messages = (files: { file: string; text: string }[], onPurpose?: Set<string>) =>
  checkMachinePaths(files, [folders], onPurpose).map((finding) => finding.message);

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("machine-path check", () => {
  it("fails on the build folder planted in a page's .data, naming the file and the path", () => {
    const data = `[{"cwd":"/home/ann/work/site","x":1}]`;
    expect(messages([{ file: "docs/api/generated/widgets.filemanager.Class.FileManager.data", text: data }])).toEqual([
      `docs/api/generated/widgets.filemanager.Class.FileManager.data holds the build's working folder (/home/ann/work/site): "/home/ann/work/site"`,
    ]);
  });

  it("finds the home and temp folders in source maps and the search index, not a longer name", () => {
    const found = messages([
      { file: "assets/app.js.map", text: `{"sources":["/home/ann/.cache/x.ts"]}` },
      { file: "search-index.json", text: `"see /tmp/build-42/out.txt" "/tmpfiles" "/home/annie"` },
    ]);
    expect(found).toEqual([
      `assets/app.js.map holds the home folder (/home/ann): "/home/ann/.cache/x.ts"`,
      `search-index.json holds the temporary folder (/tmp): "/tmp/build-42/out.txt"`,
    ]);
  });

  it("allows the temporary folder alone, which names no file (a browser shim's tmpdir), but not the others alone", () => {
    expect(messages([{ file: "assets/live.js", text: `tmpdir:()=>"/tmp/",home:"/home/ann"` }])).toEqual([
      `assets/live.js holds the home folder (/home/ann): "/home/ann"`,
    ]);
  });

  it("allows a path the content writes itself, such as a guide's /tmp/app.log", () => {
    const onPurpose = contentPaths([{ file: "docs/guides/debugging.mdx", text: "log: '/tmp/app.log'," }], [folders]);
    expect(onPurpose).toEqual(new Set(["/tmp/app.log"]));
    expect(messages([{ file: "docs/guides/debugging.html", text: "<code>/tmp/app.log</code>" }], onPurpose)).toEqual(
      [],
    );
    expect(
      messages([{ file: "docs/guides/debugging.html", text: "<code>/tmp/other.log</code>" }], onPurpose),
    ).toHaveLength(1);
  });

  it("does not take a folder of this machine in a sample's capture as written on purpose", () => {
    const onPurpose = contentPaths(
      [{ file: "sample-captures/0123.json", text: '{"lines":[[["statSync(/home/ann/.terminfo/x)",0]]]}' }],
      [folders],
    );
    expect(onPurpose).toEqual(new Set());
  });

  it("reads every text file of a build, .data and .map included", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "machine-paths-"));
    dirs.push(dir);
    mkdirSync(path.join(dir, "assets"));
    writeFileSync(path.join(dir, "page.data"), "a");
    writeFileSync(path.join(dir, "assets", "x.js.map"), "b");
    writeFileSync(path.join(dir, "logo.png"), "c");
    expect(
      readTextFiles(dir)
        .map((f) => f.file)
        .sort(),
    ).toEqual(["assets/x.js.map", "page.data"]);
  });

  it("pathsUnder stops a path at quotes and markup", () => {
    expect(pathsUnder(`"/tmp/a b" <i>/tmp/c</i>`, "/tmp")).toEqual(["/tmp/a", "/tmp/c"]);
  });
});
