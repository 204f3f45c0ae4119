import fs from "node:fs";
import http from "node:http";
import path from "node:path";

/**
 * Serves a folder the way a plain static host does, and the way visitors see
 * the site: an existing file as is; `/a/b` and `/a.b` (API pages have dots)
 * from `index.html` in that folder; anything else gets `404.html` with
 * status 404. Used by `npm start` and by the browser tests.
 */
const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".woff2": "font/woff2",
};

export interface ResolvedFile {
  file: string;
  status: 200 | 404;
}

/** Which file answers a URL path, or undefined when not even 404.html exists. */
export function resolveRequest(root: string, urlPath: string): ResolvedFile | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split("?")[0] ?? "/");
  } catch {
    decoded = "/";
  }
  const target = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  // A path that climbs out of the root is answered like any other unknown path.
  const inside = target === root || target.startsWith(root + path.sep);
  if (inside) {
    const stat = statOrUndefined(target);
    if (stat?.isFile()) return { file: target, status: 200 };
    if (stat?.isDirectory()) {
      const index = path.join(target, "index.html");
      if (statOrUndefined(index)?.isFile()) return { file: index, status: 200 };
    }
  }
  const notFound = path.join(root, "404.html");
  return statOrUndefined(notFound)?.isFile() ? { file: notFound, status: 404 } : undefined;
}

function statOrUndefined(file: string): fs.Stats | undefined {
  try {
    return fs.statSync(file);
  } catch {
    return undefined;
  }
}

export function createStaticServer(rootDir: string): http.Server {
  const root = path.resolve(rootDir);
  return http.createServer((request, response) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { allow: "GET, HEAD" }).end();
      return;
    }
    const resolved = resolveRequest(root, request.url ?? "/");
    if (!resolved) {
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found");
      return;
    }
    const type = TYPES[path.extname(resolved.file)] ?? "application/octet-stream";
    const cache = resolved.file.includes(`${path.sep}assets${path.sep}`)
      ? "public, max-age=31536000, immutable"
      : "no-cache";
    response.writeHead(resolved.status, { "content-type": type, "cache-control": cache });
    if (request.method === "HEAD") {
      response.end();
      return;
    }
    fs.createReadStream(resolved.file)
      .on("error", () => response.destroy())
      .pipe(response);
  });
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
