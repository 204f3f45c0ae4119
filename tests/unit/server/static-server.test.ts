import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { negotiateEncoding } from "../../../build-scripts/static-server/encode";
import { createStaticServer, listen, resolveRequest } from "../../../build-scripts/static-server/static-server";

let root: string;
let server: http.Server;
let base: string;
const BIG_PAGE = `<!doctype html><title>Box</title>${"<p>widgets.box.Class.Box renders a box.</p>".repeat(200)}`;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "static-"));
  const write = (file: string, body: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), body);
  };
  write("index.html", "home");
  write("404.html", "missing");
  write("docs.html", "docs page");
  write("docs/api/generated/widgets.box.Class.Box.html", BIG_PAGE);
  write("docs/api/generated/widgets.box.Class.Box.data", "x".repeat(1000));
  write("docs/folder/index.html", "folder page");
  write("assets/app-abc123.js", `export const app = ${JSON.stringify("a".repeat(2000))};`);
  write("logo.png", "\x89PNG".repeat(200));
  server = createStaticServer(root);
  base = await listen(server, 0);
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  fs.rmSync(root, { recursive: true, force: true });
});

/** Node's fetch decompresses on its own; a raw request shows what went over the wire. */
function raw(urlPath: string, headers: http.OutgoingHttpHeaders = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${base}${urlPath}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

describe("static server: lookup", () => {
  it("answers /a from a.html, dotted API names included, with no redirect", () => {
    expect(resolveRequest(root, "/docs/api/generated/widgets.box.Class.Box")).toEqual({
      kind: "file",
      file: path.join(root, "docs/api/generated/widgets.box.Class.Box.html"),
      status: 200,
    });
    expect(resolveRequest(root, "/docs")).toMatchObject({ file: path.join(root, "docs.html"), status: 200 });
    expect(resolveRequest(root, "/")).toMatchObject({ file: path.join(root, "index.html"), status: 200 });
  });

  it("redirects to the form the page exists in, keeping the query", () => {
    expect(resolveRequest(root, "/docs/?q=1")).toEqual({ kind: "redirect", location: "/docs?q=1" });
    expect(resolveRequest(root, "/docs/folder")).toEqual({ kind: "redirect", location: "/docs/folder/" });
    expect(resolveRequest(root, "/docs/folder/")).toMatchObject({ file: path.join(root, "docs/folder/index.html") });
  });

  it("serves existing files as they are and unknown paths as 404.html", () => {
    expect(resolveRequest(root, "/docs/api/generated/widgets.box.Class.Box.data")).toMatchObject({ status: 200 });
    expect(resolveRequest(root, "/nope")).toEqual({ kind: "file", file: path.join(root, "404.html"), status: 404 });
    expect(resolveRequest(root, "/../../etc/passwd")).toMatchObject({ status: 404 });
    expect(resolveRequest(root, "/docs/api/")).toMatchObject({ status: 404 });
  });
});

describe("static server: over HTTP", () => {
  it("answers with the right status and body", async () => {
    const ok = await fetch(`${base}/docs/api/generated/widgets.box.Class.Box`);
    expect([ok.status, await ok.text()]).toEqual([200, BIG_PAGE]);
    const missing = await fetch(`${base}/docs/nothing.here`);
    expect([missing.status, await missing.text()]).toEqual([404, "missing"]);
    const moved = await fetch(`${base}/docs/`, { redirect: "manual" });
    expect([moved.status, moved.headers.get("location")]).toEqual([308, "/docs"]);
  });

  it("compresses text with brotli when accepted, else gzip, and says so", async () => {
    const page = "/docs/api/generated/widgets.box.Class.Box";
    const br = await raw(page, { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["vary"]).toBe("accept-encoding");
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(BIG_PAGE.length / 10);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(BIG_PAGE);

    const gzip = await raw(page, { "accept-encoding": "gzip, br;q=0" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(BIG_PAGE);

    const plain = await raw(page);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(BIG_PAGE);
  });

  it("leaves images and tiny files uncompressed", async () => {
    expect((await raw("/logo.png", { "accept-encoding": "br, gzip" })).headers["content-encoding"]).toBeUndefined();
    expect((await raw("/docs", { "accept-encoding": "br, gzip" })).headers["content-encoding"]).toBeUndefined();
  });

  it("caches hashed assets for good and revalidates pages and their data", async () => {
    const cacheOf = async (urlPath: string) => (await raw(urlPath)).headers["cache-control"];
    expect(await cacheOf("/assets/app-abc123.js")).toBe("public, max-age=31536000, immutable");
    expect(await cacheOf("/docs/api/generated/widgets.box.Class.Box")).toBe("no-cache");
    expect(await cacheOf("/docs/api/generated/widgets.box.Class.Box.data")).toBe("no-cache");
    expect(await cacheOf("/logo.png")).toBe("public, max-age=3600");
  });

  it("sends content types, .data included", async () => {
    const typeOf = async (urlPath: string) => (await raw(urlPath)).headers["content-type"];
    expect(await typeOf("/docs/api/generated/widgets.box.Class.Box.data")).toBe("text/x-script; charset=utf-8");
    expect(await typeOf("/docs/api/generated/widgets.box.Class.Box")).toBe("text/html; charset=utf-8");
    expect(await typeOf("/assets/app-abc123.js")).toBe("text/javascript; charset=utf-8");
  });

  it("answers a matching If-None-Match with 304 and no body", async () => {
    const first = await raw("/docs/api/generated/widgets.box.Class.Box");
    const etag = first.headers["etag"];
    expect(etag).toMatch(/^W\/"/);
    const again = await raw("/docs/api/generated/widgets.box.Class.Box", { "if-none-match": etag });
    expect([again.status, again.body.length]).toEqual([304, 0]);
  });
});

describe("Accept-Encoding negotiation", () => {
  it("prefers brotli, honours q=0 and *", () => {
    expect(negotiateEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(negotiateEncoding("gzip;q=1.0, br;q=0")).toBe("gzip");
    expect(negotiateEncoding("*")).toBe("br");
    expect(negotiateEncoding("*;q=0, gzip")).toBe("gzip");
    expect(negotiateEncoding("identity")).toBe("identity");
    expect(negotiateEncoding(undefined)).toBe("identity");
  });
});
