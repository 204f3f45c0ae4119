import fs from "node:fs";
import { promisify } from "node:util";
import zlib from "node:zlib";

export type Encoding = "br" | "gzip" | "identity";

/**
 * Picks brotli, then gzip, from an Accept-Encoding header, honouring `q=0`
 * ("not this one") and `*`.
 */
export function negotiateEncoding(header: string | undefined): Encoding {
  const weights = new Map<string, number>();
  for (const part of (header ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const accepts = (name: string) => (weights.get(name) ?? weights.get("*") ?? 0) > 0;
  if (accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return "identity";
}

/** Below this, the headers cost more than compression saves (nginx's gzip_min_length is of that order). */
export const MIN_COMPRESS_BYTES = 256;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Quality 5: brotli's best levels take seconds on the largest API pages, which
 * a server compressing on the fly can't afford; 5 still beats gzip -6 by a
 * fifth on them. Production hosts make the same trade.
 */
function compress(body: Buffer, encoding: "br" | "gzip"): Promise<Buffer> {
  if (encoding === "gzip") return gzip(body, { level: 6 });
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * The compressed body of each file and encoding, for the file's current
 * version (size and mtime): a page is compressed once per server, not per
 * request, and a rebuild replaces the old entry.
 */
const cache = new Map<string, { version: string; body: Promise<Buffer> }>();

export function compressedFile(file: string, stat: fs.Stats, encoding: "br" | "gzip"): Promise<Buffer> {
  const key = `${file}\0${encoding}`;
  const version = `${stat.size}\0${stat.mtimeMs}`;
  const cached = cache.get(key);
  if (cached?.version === version) return cached.body;
  const body = fs.promises.readFile(file).then((raw) => compress(raw, encoding));
  cache.set(key, { version, body });
  body.catch(() => cache.delete(key));
  return body;
}
