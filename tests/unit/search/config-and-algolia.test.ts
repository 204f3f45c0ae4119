import { describe, expect, it } from "vitest";
import { contextualFacetFilters, toHit } from "../../../app/search/engine/algolia-engine";
import { docsearchTag } from "../../../contracts/docs-versions";
import { readSearchConfig } from "../../../app/search/engine/search-config";

describe("readSearchConfig", () => {
  it("uses the embedded defaults when nothing is set", () => {
    expect(readSearchConfig({})).toEqual({ algolia: null, askAi: null });
  });

  it("needs all three Algolia settings; the host is optional", () => {
    expect(readSearchConfig({ ALGOLIA_APP_ID: "A", ALGOLIA_SEARCH_API_KEY: "k" }).algolia).toBeNull();
    expect(
      readSearchConfig({ ALGOLIA_APP_ID: "A", ALGOLIA_SEARCH_API_KEY: "k", ALGOLIA_INDEX_NAME: "docs" }).algolia,
    ).toEqual({ appId: "A", apiKey: "k", indexName: "docs" });
    expect(
      readSearchConfig({
        ALGOLIA_APP_ID: "A",
        ALGOLIA_SEARCH_API_KEY: "k",
        ALGOLIA_INDEX_NAME: "docs",
        ALGOLIA_HOST: "http://127.0.0.1:9",
      }).algolia?.host,
    ).toBe("http://127.0.0.1:9");
  });

  it("needs both the Ask AI endpoint and the model", () => {
    expect(readSearchConfig({ ASK_AI_ENDPOINT: "https://ai.test/v1/chat/completions" }).askAi).toBeNull();
    expect(readSearchConfig({ ASK_AI_ENDPOINT: "https://ai.test/x", ASK_AI_MODEL: "m" }).askAi).toEqual({
      endpoint: "https://ai.test/x",
      model: "m",
    });
  });
});

describe("Algolia hits", () => {
  it("maps a DocSearch record to the page › section trail with highlighted title", () => {
    const hit = toHit({
      objectID: "1",
      url: "/docs/concepts/events#bubbling",
      type: "lvl3",
      hierarchy: { lvl0: "Concepts", lvl1: "Events", lvl2: "Element events", lvl3: "Bubbling" },
      _highlightResult: { hierarchy: { lvl3: { value: "<mark>Bubb</mark>ling" } } },
      _snippetResult: { content: { value: "Events &lt;bubble&gt; up" } },
    });
    expect(hit).toMatchObject({
      title: "Bubbling",
      page: "Events",
      category: "Concepts",
      parent: "Element events",
      kind: "section",
      titleSegments: [
        { text: "Bubb", match: true },
        { text: "ling", match: false },
      ],
      snippet: [{ text: "Events <bubble> up", match: false }],
    });
  });
});

describe("Algolia contextual search", () => {
  it("filters on the language and on the version's tag or the plugin-wide one guides carry", () => {
    expect(contextualFacetFilters()).toEqual([
      ["language:en"],
      ["docusaurus_tag:default", "docusaurus_tag:docs-default-current"],
    ]);
    expect(contextualFacetFilters("0.2.0")).toEqual([
      ["language:en"],
      ["docusaurus_tag:default", "docusaurus_tag:docs-default-0.2.0"],
    ]);
  });

  it("matches the tags pages declare for the crawler", () => {
    expect(docsearchTag()).toBe("default");
    expect(docsearchTag("0.2.0")).toBe("docs-default-0.2.0");
  });
});
