import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { pageFileOf } from "../page-files";

export interface Bytes {
  raw: number;
  gzip: number;
}

export interface PageWeight {
  path: string;
  html: Bytes;
  js: Bytes & { files: number };
  css: Bytes & { files: number };
}

function bytesOf(buffers: Buffer[]): Bytes {
  return buffers.reduce((sum, buffer) => ({ raw: sum.raw + buffer.length, gzip: sum.gzip + gzipSync(buffer).length }), {
    raw: 0,
    gzip: 0,
  });
}

/**
 * The scripts and stylesheets a page's HTML references: React Router lists a
 * page's whole module graph (app/shell/.server/scripts-after-paint.ts moves
 * the list into its loader), so nothing lazy is counted.
 */
export function pageAssets(html: string): Set<string> {
  const assets = new Set<string>();
  for (const match of html.matchAll(/["'(](\/assets\/[^"')\s]+\.(?:js|css))["')]/g)) if (match[1]) assets.add(match[1]);
  return assets;
}

/** What a first visit to `pagePath` downloads: the HTML, plus every script and stylesheet it references. */
export function measurePage(clientDir: string, pagePath: string): PageWeight {
  const htmlFile = path.join(clientDir, pageFileOf(pagePath));
  const html = fs.readFileSync(htmlFile);
  const assets = pageAssets(html.toString("utf8"));
  const read = (ext: string) =>
    [...assets].filter((asset) => asset.endsWith(ext)).map((asset) => fs.readFileSync(path.join(clientDir, asset)));
  const js = read(".js");
  const css = read(".css");
  return {
    path: pagePath,
    html: bytesOf([html]),
    js: { ...bytesOf(js), files: js.length },
    css: { ...bytesOf(css), files: css.length },
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatWeight(weight: PageWeight): string {
  return [
    `  ${weight.path}`,
    `    html ${kb(weight.html.raw)} raw, ${kb(weight.html.gzip)} gzip`,
    `    js   ${kb(weight.js.raw)} raw, ${kb(weight.js.gzip)} gzip (${weight.js.files} files)`,
    `    css  ${kb(weight.css.raw)} raw, ${kb(weight.css.gzip)} gzip (${weight.css.files} files)`,
  ].join("\n");
}
