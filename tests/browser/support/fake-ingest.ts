import { CORS_HEADERS, createCorsServer } from "./cors-server";

/** One request the fake Sentry ingest received. */
export interface IngestRequest {
  url: string;
  /** The page's origin (the SDK posts across origins, so browsers always send it). */
  origin: string | undefined;
  body: string;
  /** Parsed JSON lines of the envelope; binary (compressed replay) lines are skipped. */
  items: unknown[];
}

export interface FakeIngest {
  requests: IngestRequest[];
  /** Resolves with the first request `match` accepts; rejects after `timeoutMs`. */
  waitFor(match: (request: IngestRequest) => boolean, timeoutMs?: number): Promise<IngestRequest>;
  close(): Promise<void>;
}

function parseEnvelope(body: string): unknown[] {
  const items: unknown[] = [];
  for (const line of body.split("\n")) {
    try {
      items.push(JSON.parse(line));
    } catch {
      // Replay segments are binary; nothing in them is asserted on.
    }
  }
  return items;
}

/**
 * Stands in for Sentry on 127.0.0.1:`port`: answers CORS preflights and
 * records envelopes. The DSN is inlined into the build, hence the fixed port.
 */
export function startFakeIngest(port: number): Promise<FakeIngest> {
  const requests: IngestRequest[] = [];
  const waiters = new Set<() => void>();
  const server = createCorsServer((req, res, body) => {
    requests.push({ url: req.url ?? "", origin: req.headers.origin, body, items: parseEnvelope(body) });
    for (const wake of waiters) wake();
    res.writeHead(200, { ...CORS_HEADERS, "content-type": "application/json" }).end("{}");
  });
  const waitFor: FakeIngest["waitFor"] = (match, timeoutMs = 15_000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = requests.find(match);
        if (!found) return;
        done();
        resolve(found);
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`fake ingest: no matching envelope within ${timeoutMs} ms (${requests.length} received)`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () =>
      resolve({
        requests,
        waitFor,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}

/** The error events of an envelope, as Sentry's JSON has them. */
export interface SentryEventItem {
  exception?: { values?: { type?: string; value?: string }[] };
  tags?: Record<string, string>;
}

export function errorEvents(request: IngestRequest): SentryEventItem[] {
  return request.items.filter(
    (item): item is SentryEventItem => typeof item === "object" && item !== null && "exception" in item,
  );
}

export const hasError = (message: string) => (request: IngestRequest) =>
  errorEvents(request).some((event) => event.exception?.values?.some((value) => value.value === message));

/** The message events of an envelope (`captureMessage`), with the tags they were sent with. */
export interface SentryMessageItem {
  message: string;
  level?: string;
  tags?: Record<string, string>;
}

export function messageEvents(request: IngestRequest): SentryMessageItem[] {
  return request.items.filter(
    (item): item is SentryMessageItem =>
      typeof item === "object" && item !== null && typeof (item as { message?: unknown }).message === "string",
  );
}

export const hasMessage = (part: string) => (request: IngestRequest) =>
  messageEvents(request).some((event) => event.message.includes(part));
