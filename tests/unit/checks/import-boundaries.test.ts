import { describe, expect, it } from "vitest";
import {
  findCircles,
  findViolations,
  readSources,
  resolveImport,
} from "../../../build-scripts/checks/import-boundaries";

describe("import boundaries", () => {
  it("hold in this repository", () => {
    const files = readSources(process.cwd());
    expect(files.length).toBeGreaterThan(100);
    expect(findViolations(files)).toEqual([]);
  });

  it("resolve aliases and relative paths, and leave packages alone", () => {
    expect(resolveImport("app/components/api/toc.ts", "../../contracts/toc.js")).toBe("app/contracts/toc");
    expect(resolveImport("app/lib/meta.ts", "~/routes/doc")).toBe("app/routes/doc");
    expect(resolveImport("build-scripts/generate.ts", "react")).toBeUndefined();
  });

  it("report each kind of planted violation with the rule it breaks", () => {
    const planted = [
      { path: "build-scripts/api/slugs.ts", text: 'import { SECTION } from "../../app/components/api/sections.js";' },
      { path: "app/.server/api/pages.ts", text: 'import type { X } from "~/routes/catch-all";' },
      { path: "app/components/shell/panel.tsx", text: 'import type { loader } from "~/routes/docs-layout";' },
      { path: "app/components/api/page.tsx", text: 'export type { ApiPageData } from "../../.server/api/model";' },
      { path: "app/contracts/api-model.ts", text: 'const m = await import("../components/api/href");' },
      { path: "app/contracts/api-paths.ts", text: 'import { siteConfig } from "../site-config";' },
      { path: "app/contracts/toc.ts", text: 'import type { Closest } from "~/lib/closest";' },
      // Allowed: contracts from anywhere, packages, a component importing another component.
      {
        path: "app/components/api/ok.tsx",
        text: 'import { apiHref } from "~/contracts/api-paths";\nimport x from "react";',
      },
      { path: "build-scripts/ok.ts", text: 'import { apiHref } from "../app/contracts/api-paths.js";' },
      {
        path: "app/contracts/ok.ts",
        text: 'import { DOCS_PATH } from "./site-paths";\nimport Slugger from "github-slugger";',
      },
    ];
    expect(findViolations(planted).map(({ file, specifier }) => `${file} → ${specifier}`)).toEqual([
      "build-scripts/api/slugs.ts → ../../app/components/api/sections.js",
      "app/.server/api/pages.ts → ~/routes/catch-all",
      "app/components/shell/panel.tsx → ~/routes/docs-layout",
      "app/components/api/page.tsx → ../../.server/api/model",
      "app/contracts/api-model.ts → ../components/api/href",
      "app/contracts/api-paths.ts → ../site-config",
      "app/contracts/toc.ts → ~/lib/closest",
    ]);
  });

  it("leave no import circle in app/ or build-scripts/", () => {
    expect(findCircles(readSources(process.cwd()))).toEqual([]);
  });

  it("find a planted circle, type-only imports and index files included, once per tangle", () => {
    const planted = [
      { path: "app/config/schema.ts", text: 'import { DOCS_VERSIONS } from "../contracts/docs-versions";' },
      { path: "app/contracts/docs-versions.ts", text: 'import { siteConfig } from "../site-config";' },
      { path: "app/site-config.ts", text: 'import type { SiteConfig } from "./config/schema";' },
      { path: "app/lib/a/index.ts", text: 'export { b } from "~/lib/b";' },
      { path: "app/lib/b.ts", text: 'import { a } from "./a";\nimport React from "react";' },
      { path: "app/lib/leaf.ts", text: 'import { b } from "./b.js";' },
    ];
    expect(findCircles(planted)).toEqual([
      ["app/config/schema.ts", "app/contracts/docs-versions.ts", "app/site-config.ts"],
      ["app/lib/a/index.ts", "app/lib/b.ts"],
    ]);
  });
});
