import fs from "node:fs";
import path from "node:path";
import { deferredModuleScript } from "../app/shell/.server/scripts-after-paint";
import { pagePolicy, scriptHash, serviceOrigins, type ServiceOrigins } from "../contracts/page-csp";
import { listPageFiles } from "./page-files";
import { browserEnv } from "./vite/browser-env";

/**
 * Writes each prerendered page's script policy into the page, as a
 * `<meta http-equiv="Content-Security-Policy">` (contracts/page-csp.ts holds
 * the rules). It runs in postbuild, after React Router has written the final
 * HTML: the hashes are of the scripts exactly as shipped. `npm run dev` never
 * gets here (postbuild is the build's `buildEnd`), which is what dev needs:
 * its server injects inline scripts of its own.
 */

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const CSP_META = /<meta\s+http-equiv="Content-Security-Policy"/i;
/** Right after `<head>` and its charset declaration, which should stay the first thing in the document. */
const POLICY_PLACE = /<head\b[^>]*>(?:<meta charSet="utf-8"\/>)?/i;

/** `type` values the browser runs as script; anything else (JSON data blocks) is never run, so never hashed. */
const isScriptType = (attributes: string) => {
  const type = /\stype="([^"]*)"/.exec(attributes)?.[1];
  return type === undefined || type === "" || type === "module" || type === "text/javascript";
};

/**
 * The texts of the scripts a page runs inline: the `<script>` elements
 * without `src`, and the module script the first-paint loader adds later.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    if (/\ssrc=/.test(attributes) || !isScriptType(attributes)) continue;
    scripts.push(text);
    const deferred = deferredModuleScript(text);
    if (deferred !== undefined) scripts.push(deferred);
  }
  return scripts;
}

const attributeText = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/** The page with `policy` in <head>, before its first script. `file` names the page in errors. */
export function withPolicyMeta(html: string, policy: string, file: string): string {
  if (CSP_META.test(html)) throw new Error(`write-page-csp: ${file} already has a policy <meta>`);
  const place = POLICY_PLACE.exec(html);
  const at = place ? place.index + place[0].length : -1;
  const firstScript = html.search(/<script\b/);
  if (at < 0 || (firstScript >= 0 && firstScript < at)) {
    throw new Error(`write-page-csp: ${file} has no <head> before its first script to put the policy in`);
  }
  const meta = `<meta http-equiv="Content-Security-Policy" content="${attributeText(policy)}"/>`;
  return html.slice(0, at) + meta + html.slice(at);
}

/** Writes its policy into every page of `clientDir`; returns how many pages and distinct script hashes. */
export function writePagePolicies(
  clientDir: string,
  services: ServiceOrigins = serviceOrigins(browserEnv()),
): { pages: number; hashes: number } {
  const allHashes = new Set<string>();
  const pages = listPageFiles(clientDir);
  for (const file of pages) {
    const full = path.join(clientDir, file);
    const html = fs.readFileSync(full, "utf8");
    const hashes = inlineScripts(html).map(scriptHash);
    for (const hash of hashes) allHashes.add(hash);
    fs.writeFileSync(full, withPolicyMeta(html, pagePolicy(hashes, services), file));
  }
  return { pages: pages.length, hashes: allHashes.size };
}
