import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { waitForText } from "./support/chromium";
import { sharedTabForFile } from "./support/reused-tab";
import {
  STREAMED_PIECES,
  startFakeAlgolia,
  startFakeChat,
  type AlgoliaMode,
  type ChatMode,
  type FakeService,
} from "./support/fake-services";
import { SEARCH_INDEX_VERSION, type SearchDocument, type SearchIndexFile } from "../../app/search/engine/documents";
import { createFakeIndex, docSearchRecords } from "../support/fake-algolia-index";
import {
  askAiFromKeyboard,
  groupName,
  INPUT,
  NEW_RESULTS,
  OPTION,
  openWithShortcut,
  optionTitles,
  typeQuery,
  typeUntilFirst,
  visibleTexts,
} from "./support/search-modal";

/** Group names as the reader sees them (CSS applied), without their counts. */
const groupNames = async (page: Page, selector: string) => (await visibleTexts(page, selector)).map(groupName);
import {
  ALGOLIA_PORT,
  CHAT_PORT,
  SERVICES_BUILD_DIR,
  serveServicesBuild,
  type ServedVariant,
} from "./support/services-build";

/**
 * The services build is configured for Algolia and an Ask AI endpoint, both
 * pointing at fakes on this machine: the real algoliasearch client and the
 * real SSE reader talk to them.
 */
let algolia: FakeService<AlgoliaMode>;
let chat: FakeService<ChatMode>;
let site: ServedVariant;

/**
 * The documents of the site served here, as its build wrote them (the embedded index file it
 * ships): the same documents generate collects from the guides and API models, without
 * collecting them again, which took most of this file's 10 s setup on a busy machine.
 */
function servedSearchDocuments(): SearchDocument[] {
  const assets = path.resolve(SERVICES_BUILD_DIR, "client", "assets");
  const files = fs.readdirSync(assets).filter((name) => /^search-index-[\w-]+\.json$/.test(name));
  if (files.length !== 1) throw new Error(`Expected one search index in ${assets}, found: ${files.join(", ")}`);
  const index = JSON.parse(fs.readFileSync(path.join(assets, files[0] ?? ""), "utf8")) as SearchIndexFile;
  if (index.version !== SEARCH_INDEX_VERSION) throw new Error(`${files[0] ?? ""}: index version ${index.version}`);
  return index.documents;
}

beforeAll(async () => {
  // The site's records, ranked by the index settings the README documents.
  algolia = await startFakeAlgolia(ALGOLIA_PORT, createFakeIndex(docSearchRecords(servedSearchDocuments())));
  chat = await startFakeChat(CHAT_PORT);
  site = await serveServicesBuild();
});
const shared = sharedTabForFile({ siteUrl: () => site.baseUrl, dataSaver: true });

afterAll(async () => {
  await algolia?.close();
  await chat?.close();
  await site?.close();
});

beforeEach(() => {
  algolia.mode = "index";
  chat.mode = "stream";
});

// Each test is one page load (and what follows from it): a load and hydration cost about a
// second, so the checks that can share a load do, each saying what it checks when it fails.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function openModal(path = "/docs/getting-started/introduction") {
  const visit = await shared.tab.visit(path);
  await openWithShortcut(visit.page);
  return visit;
}

async function askAi(page: Page, question: string) {
  await typeQuery(page, question);
  await askAiFromKeyboard(page);
  await page.locator(".ask-ai").waitFor();
}

describe("Algolia engine", () => {
  it('ranks by the documented index settings ("scroll": the Scrolling guide first with its sections under it, "setContent" titled Owner.member, "Box": the Box class, in two groups) at 1280 and 390 px; queries with contextual search and shows hits with markup as text; says it is searching, without the hits of the last query, while an answer is slow; says "Unable to fetch results" when the service fails', async () => {
    const { page, errors } = await shared.tab.visit("/docs/getting-started/introduction", { viewport: DESKTOP });
    await openWithShortcut(page);
    // The modal has no script that depends on the width (only CSS does): one load is resized.
    for (const viewport of [DESKTOP, PHONE]) {
      const at = `at ${viewport.width}px`;
      await page.setViewportSize(viewport);
      await typeUntilFirst(page, "scroll", "Scrolling", at);
      expect(await groupNames(page, "[data-testid=search-group]"), `groups for scroll ${at}`).toEqual([
        "GUIDES",
        "API REFERENCE",
      ]);
      // Grouped by page, as the embedded engine shows it: the guide's sections indented under it.
      const options = page.locator(OPTION);
      expect(await options.nth(1).locator(".search-hit-nested").count(), `a section under Scrolling ${at}`).toBe(1);
      expect(await options.nth(1).locator(".search-hit-trail").innerText(), `its trail ${at}`).toContain("Scrolling");
      await typeUntilFirst(page, "setContent", /^\w+\.setContent\b/, at);
      await typeUntilFirst(page, "Box", /^Box\b/, at);
      expect(await groupNames(page, "[data-testid=search-group]"), `groups for Box ${at}`).toEqual([
        "API REFERENCE",
        "GUIDES",
      ]);
    }
    expect(errors).toEqual([]);

    await page.setViewportSize(DESKTOP);
    algolia.mode = "canned";
    await typeQuery(page, "render");
    // The canned answer gives the same two hits to both groups' queries.
    await expect
      .poll(async () => (await optionTitles(page)).slice(0, 2), {
        message: "the service's hits, markup as text",
        timeout: NEW_RESULTS,
      })
      .toEqual(["Hosted <b>render</b> loop", "Hosted installation page"]);
    expect((await optionTitles(page)).at(-1), "Ask AI comes last").toMatch(/^Ask AI: “render”$/);
    expect(await page.locator(`${OPTION} mark`).first().innerText(), "the service's highlight").toBe("render");
    expect(await page.locator(`${OPTION} b`).count(), "no markup from a hit").toBe(0);
    await waitForText(page, ".search-see-all", "See all 84 results");

    const sent = algolia.requests.at(-1);
    expect(sent?.url, "the multi-query endpoint").toMatch(/^\/1\/indexes\/\*\/queries/);
    // The lite client sends its credentials as headers or as query parameters, depending on the build.
    const credential = (name: string) =>
      sent?.headers[name] ?? new URL(sent?.url ?? "/", "http://x").searchParams.get(name) ?? undefined;
    expect(credential("x-algolia-api-key"), "the search key").toBe("public-search-key");
    expect(credential("x-algolia-application-id"), "the application").toBe("TESTAPP");
    expect(sent?.body, "one query per group, with contextual facets").toMatchObject({
      requests: [
        { indexName: "unblessed-docs", query: "render", facetFilters: [["language:en"], ["docusaurus_tag:default"]] },
        {
          indexName: "unblessed-docs",
          query: "render",
          facetFilters: [["language:en"], ["docusaurus_tag:docs-default-current"]],
        },
      ],
    });

    // A slow answer: past autocomplete's stall delay the panel says it is searching, and the last
    // query's hits, which answer another question, are gone until the new ones come.
    const slow = new RegExp(`^http://127\\.0\\.0\\.1:${ALGOLIA_PORT}/`);
    const held: (() => void)[] = [];
    await page.route(slow, async (route) => {
      await new Promise<void>((resolve) => held.push(resolve));
      await route.continue();
    });
    await typeQuery(page, "rendering");
    await page.locator(".search-dialog [role=status]", { hasText: "Searching…" }).waitFor();
    expect(await page.locator(OPTION).count(), "no hit of the last query under Searching…").toBe(0);
    expect(await page.locator(".search-see-all").count(), "no count of the last query").toBe(0);
    for (const release of held) release();
    await expect
      .poll(async () => (await optionTitles(page)).slice(0, 2), { message: "the slow answer", timeout: NEW_RESULTS })
      .toEqual(["Hosted <b>rendering</b> loop", "Hosted installation page"]);
    await page.unroute(slow);

    algolia.mode = "fail";
    await typeQuery(page, "widgets");
    await waitForText(page, ".search-dialog [role=alert]", "Unable to fetch results");
    await waitForText(page, ".search-dialog", "You might want to check your network connection.");
  });

  it("scopes the facet to the version asked for: the stored preference, then the one picked in the modal", async () => {
    // Stored on the site's origin before the page loads, as a reader's earlier visit left it.
    const { page } = await shared.tab.visit("/docs/getting-started/introduction", {
      beforeLoad: (blank) => blank.evaluate(() => localStorage.setItem("docs-preferred-version-default", "0.2.0")),
    });
    await openWithShortcut(page);
    await typeQuery(page, "runtime");
    await optionTitles(page);
    const tags = () =>
      (algolia.requests.at(-1)?.body as { requests: { facetFilters: string[][] }[] }).requests.flatMap(
        (request) => request.facetFilters[1],
      );
    expect(tags(), "the stored preference").toEqual(["docusaurus_tag:default", "docusaurus_tag:docs-default-0.2.0"]);
    const before = algolia.requests.length;
    await page.getByTestId("search-scope").getByRole("button", { name: "Show Next API results" }).click();
    await expect.poll(() => algolia.requests.length).toBeGreaterThan(before);
    expect(tags(), "the version picked in the modal").toEqual([
      "docusaurus_tag:default",
      "docusaurus_tag:docs-default-current",
    ]);
  });

  it("serves the /search page too, grouped the same way at 1280 and 390 px", async () => {
    algolia.mode = "canned";
    const { page } = await shared.tab.visit(`/search?q=${encodeURIComponent("events")}`, { viewport: DESKTOP });
    await waitForText(page, "[aria-label='Search results'] li a", "Hosted installation page");
    await waitForText(page, "[aria-live]", '84 results for "events"');

    algolia.mode = "index";
    await page.locator("input[type=search]").fill("textbox");
    await waitForText(page, "[aria-label='API reference'] li a", "Textbox");
    // The page's layout changes with the width by CSS alone: each width is read on this load.
    for (const viewport of [DESKTOP, PHONE]) {
      const at = `at ${viewport.width}px`;
      await page.setViewportSize(viewport);
      expect(await groupNames(page, "[aria-label='Search results'] h2"), `groups for textbox ${at}`).toEqual([
        "API reference",
        "Guides",
      ]);
      expect(await page.locator("[aria-label='API reference'] li a").first().innerText(), `Textbox first ${at}`).toBe(
        "Textbox",
      );
      expect(await page.locator("[aria-label='Guides'] li").count(), `guides too ${at}`).toBeGreaterThan(0);
    }
  });
});

describe("Ask AI with a configured endpoint", () => {
  it("streams the answer, sends the retrieved passages, sends the earlier turns with a follow-up and links the citations; says so clearly on each kind of failure; Escape aborts the request and a second Escape closes the modal", async () => {
    const { page, errors } = await openModal();
    await askAi(page, "how do I install unblessed");
    // A model answers here: the disclaimer stays, as the spec words it.
    await waitForText(
      page,
      ".ask-ai-disclaimer",
      "Answers are generated with AI which can make mistakes. Verify responses.",
    );
    // Part of the answer is on screen while the stream is still open.
    await waitForText(page, ".ask-ai-turn[data-status=streaming] .ask-ai-answer", "Install");
    await page.locator(".ask-ai-turn[data-status=done]").waitFor();
    expect(await page.locator(".ask-ai-answer").innerText(), "the streamed answer").toBe(STREAMED_PIECES.join(""));

    const sent = chat.requests.at(-1)?.body as { model: string; stream: boolean; messages: { content: string }[] };
    expect(sent.model, "the configured model").toBe("test-model");
    expect(sent.stream, "a streamed request").toBe(true);
    const prompt = sent.messages.at(-1)?.content ?? "";
    expect(prompt, "the question is sent").toContain("Question: how do I install unblessed");
    expect(prompt, "retrieved passages are sent").toMatch(/\[1\] .+ \(\/docs\//);

    const citation = page.locator(".ask-ai-answer .ask-ai-citation").first();
    expect(await citation.innerText(), "the citation's label").toBe("[1]");
    const href = (await citation.getAttribute("href")) ?? "";
    expect(prompt, "the citation links the passage sent as [1]").toContain(`(${href})`);

    await page.locator("#ask-ai-input").fill("and on Windows?");
    await page.keyboard.press("Enter");
    await page.locator(".ask-ai-turn[data-status=done]").nth(1).waitFor();
    const followUp = chat.requests.at(-1)?.body as { messages: { role: string; content: string }[] };
    expect(
      followUp.messages.map((m) => m.role),
      "the follow-up sends the earlier turns",
    ).toEqual(["system", "user", "assistant", "user"]);
    expect(followUp.messages[2]?.content, "the earlier answer").toBe(STREAMED_PIECES.join(""));
    expect(followUp.messages[3]?.content, "the follow-up question").toContain("Question: and on Windows?");

    await citation.click();
    await page.waitForURL((url) => url.pathname + url.hash === href);
    expect(errors).toEqual([]);

    // The failures below log failed requests to the console: after the check of errors above.
    await page.locator("[role=dialog]").waitFor({ state: "detached" });
    await openWithShortcut(page);
    for (const [mode, message] of [
      ["status", "The AI service answered with status 503"],
      ["malformed", "The AI service sent a response that could not be read"],
      ["network", "Could not reach the AI service"],
    ] as const) {
      chat.mode = mode;
      await askAi(page, "what is a screen");
      await waitForText(page, ".ask-ai-error", message);
      expect(await page.locator(".ask-ai-turn").getAttribute("data-status"), `a ${mode} failure`).toBe("error");
      await page.keyboard.press("Escape");
      await page.locator(".ask-ai").waitFor({ state: "detached" });
    }

    chat.mode = "hang";
    const abortedBefore = chat.aborted;
    await askAi(page, "what is a screen");
    await waitForText(page, ".ask-ai-answer", "Thinking");
    await page.keyboard.press("Escape");
    await page.locator(".ask-ai").waitFor({ state: "detached" });
    await expect.poll(() => chat.aborted, { message: "Escape aborts the request" }).toBe(abortedBefore + 1);
    await page.locator(INPUT).waitFor();
    await page.keyboard.press("Escape");
    await page.locator("[role=dialog]").waitFor({ state: "detached" });
  });
});
