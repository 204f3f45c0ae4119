import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { compressedFile, MIN_COMPRESS_BYTES, negotiateEncoding } from "./encode";
import { cacheControlOf, contentTypeOf, isCompressible } from "./headers";
import { resolveRequest } from "./resolve";
import { securityHeadersOf } from "../../contracts/security-headers";

export { resolveRequest, type Resolution } from "./resolve";

/**
 * Serves a build the way a production static host does, so that what a
 * reader measures locally is what a real host serves: the host's lookup
 * (./resolve.ts), gzip or brotli for text, immutable caching of hashed assets
 * and revalidation of pages and their data (./headers.ts), ETags and 304s.
 * Used by `npm start`, `npm run serve` and the browser tests.
 */
export function createStaticServer(rootDir: string): http.Server {
  return http.createServer(staticRequestHandler(rootDir));
}

/** The same server's request handler, for a test server that answers a path of its own first. */
export function staticRequestHandler(rootDir: string): http.RequestListener {
  const root = path.resolve(rootDir);
  return (request, response) => {
    respond(root, request, response).catch(() => response.destroy());
  };
}

async function respond(root: string, request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.writeHead(405, { allow: "GET, HEAD" }).end();
    return;
  }
  const url = request.url ?? "/";
  const resolved = resolveRequest(root, url);
  if (!resolved) {
    response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found");
    return;
  }
  if (resolved.kind === "redirect") {
    response.writeHead(308, { location: resolved.location, "cache-control": "no-cache" }).end();
    return;
  }
  const stat = await fs.promises.stat(resolved.file);
  const type = contentTypeOf(resolved.file);
  const compressible = isCompressible(type) && stat.size >= MIN_COMPRESS_BYTES;
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  const headers: http.OutgoingHttpHeaders = {
    "content-type": type,
    "cache-control": cacheControlOf(url.split("?")[0] ?? "/", resolved.file),
    etag,
    "last-modified": stat.mtime.toUTCString(),
    ...(compressible ? { vary: "accept-encoding" } : {}),
    ...securityHeadersOf(url.split("?")[0] ?? "/"),
  };
  if (resolved.status === 200 && request.headers["if-none-match"] === etag) {
    response.writeHead(304, headers).end();
    return;
  }
  const encoding = compressible ? negotiateEncoding(request.headers["accept-encoding"]) : "identity";
  if (encoding === "identity") {
    response.writeHead(resolved.status, { ...headers, "content-length": stat.size });
    if (request.method === "HEAD") {
      response.end();
      return;
    }
    fs.createReadStream(resolved.file)
      .on("error", () => response.destroy())
      .pipe(response);
    return;
  }
  const body = await compressedFile(resolved.file, stat, encoding);
  response.writeHead(resolved.status, { ...headers, "content-encoding": encoding, "content-length": body.length });
  response.end(request.method === "HEAD" ? undefined : body);
}

/** Starts on 127.0.0.1; port 0 picks a free one. Resolves with the base URL. */
export function listen(server: http.Server, port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      if (address && typeof address === "object") resolve(`http://127.0.0.1:${address.port}`);
      else reject(new Error("server has no address"));
    });
  });
}
