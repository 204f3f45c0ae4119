/**
 * The playground's state in its URL, so that a link shares a program:
 * `/playground?example=simple-box#code=<base64url of the UTF-8 source>`.
 * The code sits in the hash, which never reaches a server or a log.
 */
export interface PlaygroundLocation {
  example?: string;
  code?: string;
  /** Why the link's `#code=` could not be read; the code is then absent. */
  damaged?: DamagedCode;
  /** A docs sample opened with "Open in playground": its file name and the page it is on. */
  sample?: LinkedSample;
}

export interface LinkedSample {
  filename: string;
  page: { title: string; path: string };
}

export function encodeCode(code: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(code)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The largest program a link may carry, in UTF-8 bytes. */
export const MAX_CODE_BYTES = 256 * 1024;

export type DamagedCode = "empty" | "not-base64url" | "not-utf8" | "too-large";

/** What the playground tells the reader about a damaged link. */
export const DAMAGED_MESSAGES: Record<DamagedCode, string> = {
  empty: "The link's code is empty",
  "not-base64url": "The link's code is damaged (it is not base64url text)",
  "not-utf8": "The link's code is damaged (it does not decode to UTF-8 text)",
  "too-large": `The link's code is larger than ${MAX_CODE_BYTES / 1024} KB`,
};

/** The source, or why the text is not base64url of UTF-8 within MAX_CODE_BYTES. */
export function readCode(encoded: string): { code: string } | { damaged: DamagedCode } {
  if (encoded === "") return { damaged: "empty" };
  // Checked before decoding: a huge hash is refused without decoding it.
  if (encoded.length > Math.ceil((MAX_CODE_BYTES * 4) / 3)) return { damaged: "too-large" };
  if (!/^[A-Za-z0-9_-]+$/.test(encoded) || encoded.length % 4 === 1) return { damaged: "not-base64url" };
  let bytes: Uint8Array;
  try {
    bytes = Uint8Array.from(atob(encoded.replace(/-/g, "+").replace(/_/g, "/")), (char) => char.charCodeAt(0));
  } catch {
    return { damaged: "not-base64url" };
  }
  if (bytes.length > MAX_CODE_BYTES) return { damaged: "too-large" };
  try {
    const code = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return code.trim() === "" ? { damaged: "empty" } : { code };
  } catch {
    return { damaged: "not-utf8" };
  }
}

/** The source, or undefined when the text is not valid base64url of UTF-8. */
export function decodeCode(encoded: string): string | undefined {
  const read = readCode(encoded);
  return "code" in read ? read.code : undefined;
}

export function readLocation(search: string, hash: string): PlaygroundLocation {
  const query = new URLSearchParams(search);
  const example = query.get("example") ?? undefined;
  const encoded = new URLSearchParams(hash.replace(/^#/, "")).get("code");
  const read = encoded === null ? undefined : readCode(encoded);
  const code = read && "code" in read ? read.code : undefined;
  const sample = readSample(query);
  return {
    ...(example ? { example } : {}),
    ...(code !== undefined ? { code } : {}),
    ...(read && "damaged" in read ? { damaged: read.damaged } : {}),
    ...(sample && code !== undefined ? { sample } : {}),
  };
}

/** `?sample=where.ts&from=/docs/guides/mouse&title=Mouse`; anything else is no sample. */
function readSample(query: URLSearchParams): LinkedSample | undefined {
  const filename = query.get("sample");
  const path = query.get("from") ?? "";
  if (!filename || !/^[\w.-]{1,80}$/.test(filename) || !/^\/docs\/[\w/.-]*$/.test(path)) return undefined;
  return { filename, page: { path, title: (query.get("title") ?? "").slice(0, 120) || path } };
}

/** "Open in playground" for a docs sample: its code in the hash, where it comes from in the query. */
export function sampleHref(path: string, code: string, sample: LinkedSample): string {
  const query = new URLSearchParams({ sample: sample.filename, from: sample.page.path, title: sample.page.title });
  return `${path}?${query.toString()}#code=${encodeCode(code)}`;
}

/** The URL for an example and, when the reader changed it, their code. */
export function playgroundHref(path: string, example: string, code?: string): string {
  return `${path}?example=${encodeURIComponent(example)}${code === undefined ? "" : `#code=${encodeCode(code)}`}`;
}
