import fs from "node:fs";
import path from "node:path";
import { NOT_FOUND_PRERENDER_PATH } from "../app/.server/content/manifest";

/**
 * Turns React Router's output into what a plain static host serves: the
 * prerendered not-found page becomes 404.html, and the SPA fallback (which
 * can't hydrate on arbitrary URLs) is removed.
 */
const client = path.resolve(process.env.DOCS_BUILD_DIR ?? "build", "client");
const notFoundDir = path.join(client, NOT_FOUND_PRERENDER_PATH);
const notFoundHtml = path.join(notFoundDir, "index.html");

if (!fs.existsSync(notFoundHtml)) {
  console.error(
    `postbuild: ${path.relative(process.cwd(), notFoundHtml)} is missing; was the catch-all route prerendered?`,
  );
  process.exit(1);
}
fs.renameSync(notFoundHtml, path.join(client, "404.html"));
fs.rmSync(notFoundDir, { recursive: true, force: true });
fs.rmSync(path.join(client, "__spa-fallback.html"), { force: true });
console.log("postbuild: wrote 404.html");
