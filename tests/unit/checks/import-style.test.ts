import { describe, expect, it } from "vitest";
import { LOADS_ESLINT, ruleMessages } from "./lint-verdicts";

// eslint.config.js enforces the import style (docs/architecture.md, "Imports") with no-restricted-syntax.
const styleMessages = (file: string, text: string) => ruleMessages("no-restricted-syntax", file, text);

describe("one import style", () => {
  it("fails lint on a planted `~/` import, in app/ and outside it, in every form", LOADS_ESLINT, async () => {
    const planted = [
      { path: "app/api-reference/ui/api-toc.ts", text: 'import { slugify } from "~/contracts/toc";' },
      { path: "app/shell/meta.ts", text: 'export type { Meta } from "~/contracts/meta";' },
      { path: "app/shell/navbar.tsx", text: 'const menu = import("~/components/shell/menu");' },
      {
        path: "app/api-reference/.server/generator/api-pages.ts",
        text: 'import type { ApiPage } from "~/contracts/api-model";',
      },
      { path: "tests/unit/search/engine.test.ts", text: 'export * from "~/search/engine/engine";' },
      { path: "tests/unit/meta.test.ts", text: 'type Meta = typeof import("~/shell/meta");' },
    ];
    for (const { path, text } of planted) {
      const messages = await styleMessages(path, text);
      expect(messages, `${path}: ${text}`).toHaveLength(1);
      expect(messages[0]).toContain("not `~/`");
    }
  });

  it("fails lint on a planted extension on a TypeScript module", LOADS_ESLINT, async () => {
    const planted = [
      { path: "app/api-reference/ui/member.tsx", text: 'import { Signature } from "./signature.js";' },
      { path: "app/shell/meta.ts", text: 'import type { Toc } from "../contracts/toc.ts";' },
      { path: "app/routes/doc.tsx", text: 'export { DocPage } from "../components/doc/doc-page.tsx";' },
      { path: "build-scripts/generate.ts", text: 'const { generateApi } = await import("./api/generate-api.js");' },
      {
        path: "tests/unit/api/pages.test.ts",
        text: 'import { listApiPages } from "../../../app/.server/api/pages.js";',
      },
      {
        path: "tests/unit/api/model.test.ts",
        text: 'type Model = typeof import("../../../app/contracts/api-model.js");',
      },
    ];
    for (const { path, text } of planted) {
      const messages = await styleMessages(path, text);
      expect(messages, `${path}: ${text}`).toHaveLength(1);
      expect(messages[0]).toContain("without an extension");
    }
  });

  it("fails lint on a TypeScript import without `.ts` in Vite's config files", LOADS_ESLINT, async () => {
    const planted = [
      { path: "vite.config.ts", text: 'import { prerenderLogger } from "./build-scripts/vite/prerender-log";' },
      { path: "vite.config.ts", text: 'import { coreGlobals } from "./build-scripts/vite/core-globals.js";' },
      {
        path: "build-scripts/vite/content-reload.ts",
        text: 'import { CONTENT_CHANGED_EVENT } from "../../app/contracts/dev-events";',
      },
      {
        path: "vitest.config.ts",
        text: 'import { contentRoot } from "~/content-pipeline/.server/content/content-root.ts";',
      },
    ];
    const verdicts = await Promise.all(planted.map(({ path, text }) => styleMessages(path, text)));
    expect(verdicts.map((messages) => messages.length)).toEqual([1, 1, 1, 1]);
    expect(verdicts.slice(0, 3).flat()).toEqual(Array(3).fill(expect.stringContaining('real name ("./x.ts")')));
    expect(verdicts[3]?.[0]).toContain("not `~/`");
  });

  it("passes relative imports without extensions, packages and non-TypeScript files", LOADS_ESLINT, async () => {
    const clean = [
      {
        path: "app/components/api/page.tsx",
        text: [
          'import { useState } from "react";',
          'import { apiHref } from "../../contracts/api-paths";',
          'import type { Toc } from "../../contracts/toc";',
          'import { Signature } from "./signature";',
          'import { renderApiHtml } from "../../routes/render-api-html.server";',
          'import "./api.css";',
          'export { Member } from "./member";',
          'const slugs = import("../../../.generated/api-versions/slugs.json");',
          'type Recover = typeof import("../../lib/asset-recovery/recover");',
        ].join("\n"),
      },
      {
        path: "app/search/.server/build-search-index.ts",
        text: 'import settings from "./algolia-index-settings.json";\nimport { DOCS_PATH } from "../../app/contracts/site-paths";',
      },
      {
        path: "tests/unit/meta.test.ts",
        text: 'import { describe } from "vitest";\nimport { pageMeta } from "../../app/lib/meta";',
      },
      {
        path: "vite.config.ts",
        text: 'import { defineConfig } from "vite";\nimport { contentRoot } from "./app/.server/content/content-root.ts";',
      },
    ];
    for (const { path, text } of clean) expect(await styleMessages(path, text), path).toEqual([]);
  });
});
