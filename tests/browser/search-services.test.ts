import type { Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openWatchedPage, waitForHydration, waitForText } from "./support/chromium";
import { sharedTabForFile } from "./support/reused-tab";
import {
  STREAMED_PIECES,
  startFakeAlgolia,
  startFakeChat,
  type AlgoliaMode,
  type ChatMode,
  type FakeService,
} from "./support/fake-services";
import { buildSearchDocuments } from "../../app/search/.server/build-search-index";
import { createFakeIndex, docSearchRecords } from "../support/fake-algolia-index";
import { INPUT, OPTION, openWithShortcut, optionTitles, typeQuery } from "./support/search-modal";
import { ALGOLIA_PORT, CHAT_PORT, serveServicesBuild, type ServedVariant } from "./support/services-build";

/**
 * The services build is configured for Algolia and an Ask AI endpoint, both
 * pointing at fakes on this machine: the real algoliasearch client and the
 * real SSE reader talk to them.
 */
let algolia: FakeService<AlgoliaMode>;
let chat: FakeService<ChatMode>;
let site: ServedVariant;

beforeAll(async () => {
  // The site's records, ranked by the index settings the README documents.
  algolia = await startFakeAlgolia(ALGOLIA_PORT, createFakeIndex(docSearchRecords(buildSearchDocuments())));
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

async function openModal(path = "/docs/getting-started/introduction", viewport = { width: 1280, height: 900 }) {
  const visit = await shared.tab.visit(path, { viewport });
  await openWithShortcut(visit.page);
  return visit;
}

async function askAi(page: Page, question: string) {
  await typeQuery(page, question);
  await page.locator(OPTION, { hasText: "Ask AI" }).click();
  await page.locator(".ask-ai").waitFor();
}

describe("Algolia engine", () => {
  it("queries the index with contextual search and shows its hits, markup as text", async () => {
    const { page } = await openModal();
    algolia.mode = "canned";
    await typeQuery(page, "render");
    const titles = await optionTitles(page);
    // The canned answer gives the same two hits to both groups' queries.
    expect(titles.slice(0, 2)).toEqual(["Hosted <b>render</b> loop", "Hosted installation page"]);
    expect(titles.at(-1)).toMatch(/^Ask AI: “render”$/);
    expect(await page.locator(`${OPTION} mark`).first().innerText()).toBe("render");
    expect(await page.locator(`${OPTION} b`).count()).toBe(0);
    await waitForText(page, ".search-see-all", "See all 84 results");

    const sent = algolia.requests.at(-1);
    expect(sent?.url).toMatch(/^\/1\/indexes\/\*\/queries/);
    // The lite client sends its credentials as headers or as query parameters, depending on the build.
    const credential = (name: string) =>
      sent?.headers[name] ?? new URL(sent?.url ?? "/", "http://x").searchParams.get(name) ?? undefined;
    expect(credential("x-algolia-api-key")).toBe("public-search-key");
    expect(credential("x-algolia-application-id")).toBe("TESTAPP");
    expect(sent?.body).toMatchObject({
      requests: [
        { indexName: "unblessed-docs", query: "render", facetFilters: [["language:en"], ["docusaurus_tag:default"]] },
        {
          indexName: "unblessed-docs",
          query: "render",
          facetFilters: [["language:en"], ["docusaurus_tag:docs-default-current"]],
        },
      ],
    });
  });

  it("scopes the facet to the version asked for: the stored preference, then the one picked in the modal", async () => {
    // Its own tab: the init script would stay in a shared one.
    const { page } = await openWatchedPage(shared.browser, { viewport: { width: 1280, height: 900 } });
    await page.addInitScript(() => localStorage.setItem("docs-preferred-version-default", "0.2.0"));
    await page.goto(`${site.baseUrl}/docs/getting-started/introduction`);
    await waitForHydration(page);
    await openWithShortcut(page);
    await typeQuery(page, "runtime");
    await optionTitles(page);
    const tags = () =>
      (algolia.requests.at(-1)?.body as { requests: { facetFilters: string[][] }[] }).requests.flatMap(
        (request) => request.facetFilters[1],
      );
    expect(tags()).toEqual(["docusaurus_tag:default", "docusaurus_tag:docs-default-0.2.0"]);
    const before = algolia.requests.length;
    await page.getByTestId("search-scope").getByRole("button", { name: "Show Next API results" }).click();
    await expect.poll(() => algolia.requests.length).toBeGreaterThan(before);
    expect(tags()).toEqual(["docusaurus_tag:default", "docusaurus_tag:docs-default-current"]);
  });

  it('shows "Unable to fetch results" when the service fails', async () => {
    const { page } = await openModal();
    algolia.mode = "fail";
    await typeQuery(page, "widgets");
    await waitForText(page, ".search-dialog [role=alert]", "Unable to fetch results");
    await waitForText(page, ".search-dialog", "You might want to check your network connection.");
  });

  it("serves the /search page too", async () => {
    const { page } = await openModal(`/search?q=${encodeURIComponent("events")}`);
    algolia.mode = "canned";
    await page.keyboard.press("Escape");
    await page.reload();
    await waitForText(page, "[aria-label='Search results'] li a", "Hosted installation page");
    await waitForText(page, "[aria-live]", '84 results for "events"');
  });

  describe.each([
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])("ranked by the documented index settings, at $width×$height", (viewport) => {
    it('gives "scroll" the Scrolling guide first and "Box" the Box class, in two groups', async () => {
      const { page, errors } = await openModal("/docs/getting-started/introduction", viewport);
      await typeQuery(page, "scroll");
      await expect.poll(async () => (await optionTitles(page))[0]).toBe("Scrolling");
      const headers = () =>
        page
          .locator("[data-testid=search-group]")
          .allInnerTexts()
          .then((all) => all.map((header) => header.replace(/\s*\d+(\s+results?)?\s*$/, "")));
      expect(await headers()).toEqual(["GUIDES", "API REFERENCE"]);
      await typeQuery(page, "Box");
      await expect.poll(async () => (await optionTitles(page))[0]).toMatch(/^Box\b/);
      expect(await headers()).toEqual(["API REFERENCE", "GUIDES"]);
      expect(errors).toEqual([]);
    });

    it("groups /search the same way", async () => {
      const { page } = await openModal("/search?q=textbox", viewport);
      await page.keyboard.press("Escape");
      await page.locator("[aria-label='Search results'] h2").first().waitFor();
      const headings = (await page.locator("[aria-label='Search results'] h2").allInnerTexts()).map((h) =>
        h.replace(/\s*\d+(\s+results?)?\s*$/, ""),
      );
      expect(headings).toEqual(["API reference", "Guides"]);
      expect(await page.locator("[aria-label='API reference'] li a").first().innerText()).toBe("Textbox");
      expect(await page.locator("[aria-label='Guides'] li").count()).toBeGreaterThan(0);
    });
  });
});

describe("Ask AI with a configured endpoint", () => {
  it("streams the answer, sends the retrieved passages and links the citations", async () => {
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
    expect(await page.locator(".ask-ai-answer").innerText()).toBe(STREAMED_PIECES.join(""));

    const sent = chat.requests.at(-1)?.body as { model: string; stream: boolean; messages: { content: string }[] };
    expect(sent.model).toBe("test-model");
    expect(sent.stream).toBe(true);
    const prompt = sent.messages.at(-1)?.content ?? "";
    expect(prompt).toContain("Question: how do I install unblessed");
    expect(prompt).toMatch(/\[1\] .+ \(\/docs\//);

    const citation = page.locator(".ask-ai-answer .ask-ai-citation").first();
    expect(await citation.innerText()).toBe("[1]");
    const href = (await citation.getAttribute("href")) ?? "";
    expect(prompt).toContain(`(${href})`);
    await citation.click();
    await page.waitForURL((url) => url.pathname + url.hash === href);
    expect(errors).toEqual([]);
  });

  it("sends the earlier turns with a follow-up question", async () => {
    const { page } = await openModal();
    await askAi(page, "how do I install unblessed");
    await page.locator(".ask-ai-turn[data-status=done]").waitFor();
    await page.locator("#ask-ai-input").fill("and on Windows?");
    await page.keyboard.press("Enter");
    await page.locator(".ask-ai-turn[data-status=done]").nth(1).waitFor();
    const sent = chat.requests.at(-1)?.body as { messages: { role: string; content: string }[] };
    expect(sent.messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
    expect(sent.messages[2]?.content).toBe(STREAMED_PIECES.join(""));
    expect(sent.messages[3]?.content).toContain("Question: and on Windows?");
  });

  it.each([
    ["status", "The AI service answered with status 503"],
    ["malformed", "The AI service sent a response that could not be read"],
    ["network", "Could not reach the AI service"],
  ] as const)("says so clearly on a %s failure", async (mode, message) => {
    const { page } = await openModal();
    chat.mode = mode;
    await askAi(page, "what is a screen");
    await waitForText(page, ".ask-ai-error", message);
    expect(await page.locator(".ask-ai-turn").getAttribute("data-status")).toBe("error");
  });

  it("aborts the request on Escape, and a second Escape closes the modal", async () => {
    const { page } = await openModal();
    chat.mode = "hang";
    const abortedBefore = chat.aborted;
    await askAi(page, "what is a screen");
    await waitForText(page, ".ask-ai-answer", "Thinking");
    await page.keyboard.press("Escape");
    await page.locator(".ask-ai").waitFor({ state: "detached" });
    await expect.poll(() => chat.aborted).toBe(abortedBefore + 1);
    await page.locator(INPUT).waitFor();
    await page.keyboard.press("Escape");
    await page.locator("[role=dialog]").waitFor({ state: "detached" });
  });
});
