import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { canonicalPath, pathKey } from "../../../app/common/trailing-slash";
import { applyPageLayout, pageFileOf, routeOfPageFile } from "../../../build-scripts/page-files";

describe("canonicalPath", () => {
  it("drops the trailing slash with trailingSlash: false, keeping query and hash", () => {
    expect(canonicalPath("/docs/a/", false)).toBe("/docs/a");
    expect(canonicalPath("/docs/a//?q=1#h", false)).toBe("/docs/a?q=1#h");
    expect(canonicalPath("/docs/api/generated/widgets.box.Class.Box", false)).toBe(
      "/docs/api/generated/widgets.box.Class.Box",
    );
  });

  it("adds one with trailingSlash: true", () => {
    expect(canonicalPath("/docs/a", true)).toBe("/docs/a/");
    expect(canonicalPath("/docs/a/#h", true)).toBe("/docs/a/#h");
    expect(canonicalPath("/search?q=box", true)).toBe("/search/?q=box");
  });

  it("leaves the home page, same-page hrefs and other sites alone", () => {
    for (const trailingSlash of [true, false]) {
      expect(canonicalPath("/", trailingSlash)).toBe("/");
      expect(canonicalPath("/?q=1", trailingSlash)).toBe("/?q=1");
      expect(canonicalPath("#part", trailingSlash)).toBe("#part");
      expect(canonicalPath("https://example.com/a", trailingSlash)).toBe("https://example.com/a");
    }
  });

  it("compares paths without the slash", () => {
    expect(pathKey("/docs/a/")).toBe("/docs/a");
    expect(pathKey("/")).toBe("/");
  });
});

describe("page files", () => {
  let root: string | undefined;
  afterEach(() => {
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  it("name x.html for trailingSlash: false and x/index.html for true", () => {
    expect(pageFileOf("/", false)).toBe("index.html");
    expect(pageFileOf("/docs/api/generated/widgets.box.Class.Box", false)).toBe(
      "docs/api/generated/widgets.box.Class.Box.html",
    );
    expect(pageFileOf("/docs/a/", true)).toBe("docs/a/index.html");
    expect(routeOfPageFile("docs/a.html")).toBe("/docs/a");
    expect(routeOfPageFile("/docs/a/index.html")).toBe("/docs/a");
    expect(routeOfPageFile("index.html")).toBe("/");
    expect(routeOfPageFile("404.html")).toBeUndefined();
    expect(routeOfPageFile("docs/a.data")).toBeUndefined();
  });

  it("moves React Router's folders to x.html, keeping folders that hold other pages", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "layout-"));
    root = dir;
    const write = (file: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), file);
    };
    for (const file of [
      "index.html",
      "docs/index.html",
      "docs/examples/index.html",
      "docs/examples/getting-started/simple-box/index.html",
      "docs/api/generated/widgets.box.Class.Box/index.html",
      "docs/examples.data",
      "assets/index.html",
    ])
      write(file);
    expect(applyPageLayout(dir, false)).toBe(4);
    const files = (sub: string): string[] =>
      fs
        .readdirSync(path.join(dir, sub), { withFileTypes: true })
        .flatMap((entry) =>
          entry.isDirectory()
            ? files(path.join(sub, entry.name))
            : [path.join(sub, entry.name).split(path.sep).join("/")],
        )
        .sort();
    expect(files(".")).toEqual([
      "assets/index.html",
      "docs.html",
      "docs/api/generated/widgets.box.Class.Box.html",
      "docs/examples.data",
      "docs/examples.html",
      "docs/examples/getting-started/simple-box.html",
      "index.html",
    ]);
    // The files hold the page they were written for.
    expect(fs.readFileSync(path.join(dir, "docs/examples.html"), "utf8")).toBe("docs/examples/index.html");
    // Already in place: nothing moves a second time, and nothing moves for trailingSlash: true.
    expect(applyPageLayout(dir, false)).toBe(0);
    expect(applyPageLayout(dir, true)).toBe(0);
  });
});
