/**
 * The first paint of a prerendered page needs its HTML and its stylesheet,
 * never its JS. React Router's `<Scripts />` writes the page's modules as
 * `<link rel="modulepreload">` in <head> and a module script that imports them;
 * on a slow connection they share the bandwidth with the stylesheet and the
 * paint waits. This edit loads them once the page has painted instead: the
 * module script becomes an inline script that, once the page has painted
 * (it is the last script of <body>, so it runs when the body is parsed and
 * the stylesheet has loaded), adds the preloads and the module script back.
 * After the paint the page's work is spread over short tasks (a phone's
 * Total Blocking Time counts every task over 50 ms): the preloads a few at a
 * time, the modules one import at a time.
 *
 * The element stays a <script> in the same place, so React hydrates the
 * document as rendered. If React Router's output ever changes shape, the page
 * is left as it is (loaded the usual way).
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** JSON that is safe inside an inline <script>. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/**
 * Runs in the browser: `code` is the module script's text, `hrefs` its preloads.
 * It waits for the first contentful paint as the browser reports it (the frame
 * shown, not just drawn). A hidden tab doesn't paint: it loads at once, or when
 * hidden before the paint; a browser without paint timing, one frame later.
 *
 * Each preload inserted starts a request on the main thread (about a
 * millisecond each on a fast machine): fourteen of them and the module script
 * in one task were the longest task after the paint on API pages (17 ms, four
 * times that on Lighthouse's phone). The module script goes first, in a task
 * of its own, as its imports are the first modules needed; the preloads
 * follow PRELOADS_PER_TASK at a time, one task each.
 */
const PRELOADS_PER_TASK = 4;
const LOADER = `(function(code,hrefs){var d=document,w=window,done;function load(){if(done)return;done=1;var s=d.createElement("script");s.type="module";s.textContent=code;d.body.appendChild(s);var i=0;function next(){var f=d.createDocumentFragment();hrefs.slice(i,i+=${PRELOADS_PER_TASK}).forEach(function(href){var l=d.createElement("link");l.rel="modulepreload";l.href=href;f.appendChild(l)});d.body.appendChild(f);if(i<hrefs.length)setTimeout(next,0)}setTimeout(next,0)}if(d.visibilityState=="hidden")return load();d.addEventListener("visibilitychange",load,{once:true});var P=w.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(list,o){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(load,0)}}).observe({type:"paint",buffered:true})}else requestAnimationFrame(function(){setTimeout(load,0)})})`;

const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("[^"]+");$/gm;

/**
 * The module script with its static imports made dynamic, one per task:
 * evaluated as static imports, the whole graph (React, the router, the
 * shell and the route modules) ran in one task of up to 35 ms after the
 * paint. Each import still finishes before the next starts, in the order
 * React Router wrote them; the route modules object is built after them.
 */
export function importsOnePerTask(code: string): string {
  if (code.search(STATIC_IMPORT) < 0) return code;
  const body = code.replace(STATIC_IMPORT, (_, name: string | undefined, href: string) =>
    name ? `const ${name} = await import(${href}); await nextTask();` : `await import(${href}); await nextTask();`,
  );
  return `const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));\n${body}`;
}

export function scriptsAfterPaint(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const hrefs = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? "");
  const code = importsOnePerTask(script[1] ?? "");
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(MODULE_SCRIPT, () => `<script>${LOADER}(${scriptJson(code)},${scriptJson(hrefs)})</script>`);
}

/**
 * The module script a loader script (above) adds once the page has painted,
 * or undefined for any other script. The page policy hashes it too
 * (build-scripts/write-page-csp.ts): the browser checks an inline script added
 * at run time against the same hashes as one written in the HTML.
 */
export function deferredModuleScript(script: string): string | undefined {
  if (!script.startsWith(`${LOADER}(`) || !script.endsWith(")")) return undefined;
  // The arguments are two JSON values (scriptJson), so together they are a JSON array.
  const [code] = JSON.parse(`[${script.slice(LOADER.length + 1, -1)}]`) as unknown[];
  return typeof code === "string" ? code : undefined;
}
