/// <reference lib="webworker" />
/**
 * The search worker: loads the embedded index once (again after a failure) and
 * answers the page's queries (index-protocol.ts).
 */
import type { EmbeddedIndex } from "./embedded-index";
import { fetchEmbeddedIndex } from "./fetch-embedded-index";
import { SearchUnavailableError } from "./engine";
import type { IndexReply, IndexRequest } from "./index-protocol";
import { keptUntilFailure } from "./kept-until-failure";

declare const self: DedicatedWorkerGlobalScope;

let indexUrl = "";
const index: () => Promise<EmbeddedIndex> = keptUntilFailure(() => fetchEmbeddedIndex(indexUrl));

async function answer(request: IndexRequest): Promise<unknown> {
  if (request.method === "load") {
    indexUrl = request.url;
    await index();
    return null;
  }
  const loaded = await index();
  switch (request.method) {
    case "search":
      return loaded.search(...request.args);
    case "searchGroups":
      return loaded.searchGroups(...request.args);
    case "retrieve":
      return loaded.retrieve(...request.args);
  }
}

self.addEventListener("message", (event: MessageEvent<IndexRequest>) => {
  const { id } = event.data;
  answer(event.data).then(
    (value) => self.postMessage({ id, ok: true, value } satisfies IndexReply),
    (error: unknown) =>
      self.postMessage({
        id,
        ok: false,
        message: error instanceof Error ? error.message : String(error),
        unavailable: error instanceof SearchUnavailableError,
      } satisfies IndexReply),
  );
});
