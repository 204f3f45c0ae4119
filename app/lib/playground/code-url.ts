/**
 * The playground's state in its URL, so that a link shares a program:
 * `/playground?example=simple-box#code=<base64url of the UTF-8 source>`.
 * The code sits in the hash, which never reaches a server or a log.
 */
export interface PlaygroundLocation {
  example?: string;
  code?: string;
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
  const example = new URLSearchParams(search).get("example") ?? undefined;
  const encoded = new URLSearchParams(hash.replace(/^#/, "")).get("code");
  const code = encoded ? decodeCode(encoded) : undefined;
  return { ...(example ? { example } : {}), ...(code !== undefined ? { code } : {}) };
}

/** The URL for an example and, when the reader changed it, their code. */
export function playgroundHref(path: string, example: string, code?: string): string {
  return `${path}?example=${encodeURIComponent(example)}${code === undefined ? "" : `#code=${encodeCode(code)}`}`;
}
