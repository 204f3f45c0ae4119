import type http from "node:http";
import type { FakeIndex, FakeQuery } from "../../support/fake-algolia-index";
import { CORS_HEADERS, createCorsServer } from "./cors-server";

/**
 * Local stand-ins for the services search can be built against: an Algolia
 * search API and an OpenAI-compatible chat endpoint. Both record what they
 * received. The build inlines their URLs, hence fixed ports.
 */
export interface RecordedRequest {
  url: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

export interface FakeService<Mode extends string> {
  mode: Mode;
  requests: RecordedRequest[];
  /** Requests whose client went away before the response ended (an abort). */
  aborted: number;
  close(): Promise<void>;
}

type Handler<Mode extends string> = (
  service: FakeService<Mode>,
  request: RecordedRequest,
  res: http.ServerResponse,
  req: http.IncomingMessage,
) => void;

async function startFake<Mode extends string>(port: number, mode: Mode, handle: Handler<Mode>) {
  const sockets = new Set<import("node:net").Socket>();
  const service: FakeService<Mode> = {
    mode,
    requests: [],
    aborted: 0,
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
  const server = createCorsServer((req, res, text) => {
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Recorded as text.
    }
    const recorded = { url: req.url ?? "", headers: req.headers, body };
    service.requests.push(recorded);
    res.on("close", () => {
      if (!res.writableFinished) service.aborted += 1;
    });
    handle(service, recorded, res, req);
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return service;
}

// ---------------------------------------------------------------------------
// Algolia

/**
 * "index": answers from the fake index (tests/support/fake-algolia-index.ts),
 * ranked by the documented settings; "canned": two fixed hits whose titles
 * carry markup; "fail": a 500.
 */
export type AlgoliaMode = "index" | "canned" | "fail";

/** DocSearch-shaped records: the title carries escaped markup that must stay text. */
function algoliaHits(query: string) {
  return [
    {
      objectID: "hit-1",
      url: "/docs/concepts/rendering#the-render-loop",
      type: "lvl2",
      content: null,
      hierarchy: { lvl0: "Concepts", lvl1: "Rendering", lvl2: "Hosted <b>render</b> loop" },
      _highlightResult: {
        hierarchy: { lvl2: { value: `Hosted &lt;b&gt;<mark>${query}</mark>&lt;/b&gt; loop` } },
      },
    },
    {
      objectID: "hit-2",
      url: "/docs/getting-started/installation",
      type: "lvl1",
      content: null,
      hierarchy: { lvl0: "Getting Started", lvl1: "Hosted installation page" },
    },
  ];
}

export function startFakeAlgolia(port: number, index?: FakeIndex): Promise<FakeService<AlgoliaMode>> {
  return startFake<AlgoliaMode>(port, index ? "index" : "canned", (service, request, res) => {
    if (service.mode === "fail" || !request.url.startsWith("/1/indexes/")) {
      res.writeHead(500, { ...CORS_HEADERS, "content-type": "application/json" });
      res.end(JSON.stringify({ message: "Internal error", status: 500 }));
      return;
    }
    const body = request.body as { requests?: (FakeQuery & { query?: string; hitsPerPage?: number })[] };
    const results = (body.requests ?? []).map((one) => {
      const query = one.query ?? "";
      const common = { processingTimeMS: 1, query, params: "", exhaustiveNbHits: true };
      if (service.mode === "index" && index) return { ...index.search(one), ...common };
      const hits = algoliaHits(query);
      return { hits, nbHits: 42, page: 0, nbPages: 21, hitsPerPage: one.hitsPerPage ?? 20, ...common };
    });
    res.writeHead(200, { ...CORS_HEADERS, "content-type": "application/json" });
    res.end(JSON.stringify({ results }));
  });
}

// ---------------------------------------------------------------------------
// Chat completions

export type ChatMode = "stream" | "status" | "malformed" | "network" | "hang";

export const STREAMED_PIECES = ["Install ", "the packages ", "with npm [1]", " and check the setup [2]."];

function sse(data: unknown): string {
  return `data: ${typeof data === "string" ? data : JSON.stringify(data)}\n\n`;
}

export function startFakeChat(port: number): Promise<FakeService<ChatMode>> {
  return startFake<ChatMode>(port, "stream", (service, _request, res, req) => {
    switch (service.mode) {
      case "network":
        req.socket.destroy();
        return;
      case "status":
        res.writeHead(503, CORS_HEADERS).end("unavailable");
        return;
      case "malformed":
        res.writeHead(200, { ...CORS_HEADERS, "content-type": "text/event-stream" });
        res.end("data: {this is not json\n\n");
        return;
      case "hang":
        res.writeHead(200, { ...CORS_HEADERS, "content-type": "text/event-stream" });
        res.write(sse({ choices: [{ delta: { content: "Thinking" } }] }));
        // Never ends: only the client's abort closes it.
        return;
      case "stream": {
        res.writeHead(200, { ...CORS_HEADERS, "content-type": "text/event-stream" });
        res.write(": keep-alive\n\n");
        let i = 0;
        const next = () => {
          if (res.destroyed) return;
          const piece = STREAMED_PIECES[i++];
          if (piece === undefined) {
            res.end(sse("[DONE]"));
            return;
          }
          res.write(sse({ choices: [{ delta: { content: piece } }] }));
          setTimeout(next, 250);
        };
        next();
      }
    }
  });
}
