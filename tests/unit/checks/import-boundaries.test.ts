import { describe, expect, it } from "vitest";
import {
  findCircles,
  findViolations,
  readSources,
  resolveImport,
} from "../../../build-scripts/checks/import-boundaries";

describe("import boundaries", () => {
  it("hold in this repository, with no import circle", () => {
    const files = readSources(process.cwd());
    expect(files.length).toBeGreaterThan(100);
    expect(findViolations(files)).toEqual([]);
    expect(findCircles(files)).toEqual([]);
  });

  it("resolve aliases and relative paths, and leave packages alone", () => {
    expect(resolveImport("app/api-reference/ui/api-toc.ts", "../../../contracts/toc.js")).toBe("contracts/toc");
    expect(resolveImport("app/shell/meta.ts", "~/routes/doc")).toBe("app/routes/doc");
    expect(resolveImport("build-scripts/generate.ts", "react")).toBeUndefined();
  });

  it("report each kind of planted violation with the rule it breaks", () => {
    const planted = [
      { path: "app/search/ui/hit.tsx", text: "export const Hit = () => null;" },
      { path: "app/api-reference/.server/model.ts", text: "export const model = 1;" },
      { path: "app/common/use-thing.ts", text: "export const useThing = () => 1;" },
      // Server code reaching for a component, a hook and a route.
      { path: "app/search/.server/index.ts", text: 'import { Hit } from "../ui/hit";' },
      { path: "build-scripts/x.ts", text: 'import { useThing } from "../app/common/use-thing";' },
      { path: "app/api-reference/.server/y.ts", text: 'import type { X } from "~/routes/catch-all";' },
      // Browser code reaching for server code and a route.
      { path: "app/api-reference/ui/page.tsx", text: 'export type { M } from "../.server/model";' },
      { path: "app/shell/panel.tsx", text: 'import type { loader } from "~/routes/docs-layout";' },
      { path: "app/gallery/run.tsx", text: 'import { render } from "./render-gallery-html.server";' },
      // Contracts and content looking up.
      { path: "contracts/api-paths.ts", text: 'import { siteConfig } from "../app/site-config";' },
      { path: "content/sidebars.ts", text: 'import type { S } from "../app/search/ui/hit";' },
      // Allowed: contracts from anywhere, packages, a static render importing its component.
      { path: "app/gallery/render-x.server.tsx", text: 'import { Hit } from "../search/ui/hit";' },
      { path: "content/landing.ts", text: 'import type { G } from "../contracts/gallery";\nimport x from "react";' },
      { path: "build-scripts/ok.ts", text: 'import { apiHref } from "../contracts/api-paths.js";' },
      {
        path: "contracts/ok.ts",
        text: 'import { DOCS_PATH } from "./site-paths";\nimport Slugger from "github-slugger";',
      },
    ];
    expect(findViolations(planted).map(({ file, specifier }) => `${file} → ${specifier}`)).toEqual([
      "app/search/.server/index.ts → ../ui/hit",
      "build-scripts/x.ts → ../app/common/use-thing",
      "app/api-reference/.server/y.ts → ~/routes/catch-all",
      "app/api-reference/ui/page.tsx → ../.server/model",
      "app/shell/panel.tsx → ~/routes/docs-layout",
      "app/gallery/run.tsx → ./render-gallery-html.server",
      "contracts/api-paths.ts → ../app/site-config",
      "content/sidebars.ts → ../app/search/ui/hit",
    ]);
  });

  it("find a planted circle, type-only imports and index files included, once per tangle", () => {
    const planted = [
      { path: "contracts/config/schema.ts", text: 'import { DOCS_VERSIONS } from "../docs-versions";' },
      { path: "contracts/docs-versions.ts", text: 'import { siteConfig } from "../app/site-config";' },
      { path: "app/site-config.ts", text: 'import type { SiteConfig } from "../contracts/config/schema";' },
      { path: "app/common/a/index.ts", text: 'export { b } from "~/common/b";' },
      { path: "app/common/b.ts", text: 'import { a } from "./a";\nimport React from "react";' },
      { path: "app/common/leaf.ts", text: 'import { b } from "./b.js";' },
    ];
    expect(findCircles(planted)).toEqual([
      ["app/common/a/index.ts", "app/common/b.ts"],
      ["app/site-config.ts", "contracts/config/schema.ts", "contracts/docs-versions.ts"],
    ]);
  });
});
