import http from "node:http";

/**
 * The common part of the fake services the site is built against in tests
 * (Sentry's ingest, Algolia, a chat endpoint): the site runs on another
 * port, so every call is cross-origin and starts with a CORS preflight.
 */
export const CORS_HEADERS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "POST, GET, OPTIONS",
  "access-control-allow-headers": "*",
  "access-control-max-age": "600",
};

/** A server that answers preflights itself and hands every other request over with its whole body. */
export function createCorsServer(
  onRequest: (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void,
): http.Server {
  return http.createServer((req, res) => {
    if (req.method === "OPTIONS") {
      res.writeHead(204, CORS_HEADERS).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => onRequest(req, res, Buffer.concat(chunks).toString("utf8")));
  });
}
