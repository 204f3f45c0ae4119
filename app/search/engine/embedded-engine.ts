import indexUrl from "../../../.generated/search/search-index.json?url";
import { SearchUnavailableError, type SearchEngine } from "./engine";
import type { AsyncIndex, IndexCall, IndexMethod, IndexReply } from "./index-protocol";
import { keptUntilFailure } from "./kept-until-failure";

/**
 * The default engine: the index file is a hashed static asset, fetched the
 * first time search opens (never on page load) and kept for the session, in a
 * worker (embedded-worker.ts). Where no worker starts (an old browser, or its
 * script gone after a deploy), the index loads on the page itself.
 */
export const loadEmbeddedIndex: () => Promise<AsyncIndex> = keptUntilFailure(() =>
  inWorker(indexUrl).catch((error: unknown) => {
    if (error instanceof SearchUnavailableError) throw error;
    return onThisPage(indexUrl);
  }),
);

async function onThisPage(url: string): Promise<AsyncIndex> {
  const { fetchEmbeddedIndex } = await import("./fetch-embedded-index");
  const index = await fetchEmbeddedIndex(url);
  return {
    search: async (...args) => index.search(...args),
    searchGroups: async (...args) => index.searchGroups(...args),
    retrieve: async (...args) => index.retrieve(...args),
  };
}

/** The one worker of the session, kept across failed loads (it retries on the next request). */
let worker: Worker | undefined;
const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
let nextId = 0;

function startWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL("./embedded-worker.ts", import.meta.url), { type: "module", name: "search" });
  started.addEventListener("message", (event: MessageEvent<IndexReply>) => {
    const reply = event.data;
    const request = pending.get(reply.id);
    pending.delete(reply.id);
    if (!request) return;
    if (reply.ok) request.resolve(reply.value);
    else request.reject(reply.unavailable ? new SearchUnavailableError(reply.message) : new Error(reply.message));
  });
  // The worker's script did not load or run: every waiting request moves to the page.
  started.addEventListener("error", (event) => {
    event.preventDefault();
    worker = undefined;
    started.terminate();
    for (const request of pending.values()) request.reject(new Error("The search worker stopped."));
    pending.clear();
  });
  return (worker = started);
}

function ask(request: IndexCall): Promise<unknown> {
  const running = startWorker();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    running.postMessage({ ...request, id });
  });
}

async function inWorker(url: string): Promise<AsyncIndex> {
  if (typeof Worker === "undefined") throw new Error("No workers here.");
  await ask({ method: "load", url });
  const call =
    <M extends IndexMethod>(method: M) =>
    (...args: Parameters<AsyncIndex[M]>) =>
      ask({ method, args } as IndexCall) as ReturnType<AsyncIndex[M]>;
  return { search: call("search"), searchGroups: call("searchGroups"), retrieve: call("retrieve") };
}

export const embeddedEngine: SearchEngine = {
  name: "embedded",
  async search(query, { limit, offset = 0, version, group }) {
    const index = await loadEmbeddedIndex();
    return index.search(query, { limit, offset, ...(version ? { version } : {}), ...(group ? { group } : {}) });
  },
  async searchGroups(query, { perGroup, version }) {
    const index = await loadEmbeddedIndex();
    return index.searchGroups(query, { perGroup, ...(version ? { version } : {}) });
  },
};
