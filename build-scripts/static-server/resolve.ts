import fs from "node:fs";
import path from "node:path";

/** What answers a request: a file (with the status to send it with) or a redirect to the page's other form. */
export type Resolution = { kind: "file"; file: string; status: 200 | 404 } | { kind: "redirect"; location: string };

/**
 * The lookup of a production static host (Cloudflare Pages, Netlify, nginx
 * `try_files $uri $uri.html $uri/index.html`): a file as is; `/a` from `a.html`
 * (dots in the name included: API pages are `widgets.box.Class.Box.html`) or,
 * redirected to `/a/`, from `a/index.html`; `/a/` from `a/index.html` or,
 * redirected to `/a`, from `a.html`; anything else from `404.html` with status
 * 404. `undefined` when not even 404.html exists.
 */
export function resolveRequest(root: string, url: string): Resolution | undefined {
  const [rawPath = "/", ...queryParts] = url.split("?");
  const query = queryParts.length ? `?${queryParts.join("?")}` : "";
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    decoded = "/";
  }
  const clean = path.posix.normalize(decoded);
  const target = path.resolve(root, `.${clean}`);
  // A path that climbs out of the root is answered like any other unknown path.
  const inside = target === root || target.startsWith(root + path.sep);
  if (inside) {
    const found = lookup(target, clean.endsWith("/"));
    if (found === "file") return { kind: "file", file: target, status: 200 };
    if (found === "html") return { kind: "file", file: `${target}.html`, status: 200 };
    if (found === "index") return { kind: "file", file: path.join(target, "index.html"), status: 200 };
    if (found === "to-slash") return { kind: "redirect", location: `${rawPath}/${query}` };
    if (found === "to-bare") return { kind: "redirect", location: `${rawPath.replace(/\/+$/, "")}${query}` };
  }
  const notFound = path.join(root, "404.html");
  return isFile(notFound) ? { kind: "file", file: notFound, status: 404 } : undefined;
}

function lookup(target: string, slash: boolean): "file" | "html" | "index" | "to-slash" | "to-bare" | undefined {
  const index = path.join(target, "index.html");
  if (slash) {
    if (isFile(index)) return "index";
    return isFile(`${target}.html`) ? "to-bare" : undefined;
  }
  if (isFile(target)) return "file";
  if (isFile(`${target}.html`)) return "html";
  return isFile(index) ? "to-slash" : undefined;
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
