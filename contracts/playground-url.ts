/**
 * The playground's state in its URL, so that a link shares a program:
 * `/playground?example=simple-box#code=<base64url of the UTF-8 source>`.
 * The code sits in the hash, which never reaches a server or a log.
 */
export interface PlaygroundLocation {
  example?: string;
  code?: string;
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

/** The source, or undefined when the text is not valid base64url of UTF-8. */
export function decodeCode(encoded: string): string | undefined {
  try {
    const binary = atob(encoded.replace(/-/g, "+").replace(/_/g, "/"));
    return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

export function readLocation(search: string, hash: string): PlaygroundLocation {
  const query = new URLSearchParams(search);
  const example = query.get("example") ?? undefined;
  const encoded = new URLSearchParams(hash.replace(/^#/, "")).get("code");
  const code = encoded ? decodeCode(encoded) : undefined;
  const sample = readSample(query);
  return {
    ...(example ? { example } : {}),
    ...(code !== undefined ? { code } : {}),
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
