import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { heaviestPages } from "../../../build-scripts/bench/heaviest-pages";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "heaviest-pages-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A page file with `elements` elements, padded with `text` characters of text. */
function page(file: string, elements: number, text = 0): void {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  const noise = Array.from({ length: text }, (_, i) => String.fromCharCode(97 + ((i * 7919) % 26))).join("");
  fs.writeFileSync(path.join(dir, file), `${"<p>x</p>".repeat(elements)}${noise}`);
}

it("measures the guide and the API page with the most elements and the one with the most HTML, and each other page type once", () => {
  page("index.html", 3);
  page("docs/getting-started/introduction.html", 5);
  page("docs/guides/long-text.html", 10, 40_000);
  page("docs/guides/many-elements.html", 50);
  page("docs/api/generated/widgets.box.Class.Box.html", 80);
  page("docs/api/generated/widgets.list.Class.List.html", 60);
  page("docs/0.2.0/api/generated/widgets.box.Class.Box.html", 70);
  page("docs/gallery.html", 40);
  page("search.html", 2);
  page("playground.html", 2);
  page("404.html", 2);
  page("live-frame.html", 500);
  const chosen = heaviestPages(dir).map((p) => [p.label, p.path]);
  expect(chosen).toEqual([
    ["landing", "/"],
    ["short guide", "/docs/getting-started/introduction"],
    ["guide with the most elements", "/docs/guides/many-elements"],
    ["guide with the most HTML", "/docs/guides/long-text"],
    ["API page with the most elements", "/docs/api/generated/widgets.box.Class.Box"],
    ["API page (0.2.0) with the most elements", "/docs/0.2.0/api/generated/widgets.box.Class.Box"],
    ["gallery", "/docs/gallery"],
    ["search with results", "/search?q=list"],
    ["playground", "/playground"],
    ["not found", "/docs/no-such-page"],
  ]);
});
