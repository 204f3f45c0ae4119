import { describe, expect, it } from "vitest";
import { importsOnePerTask, scriptsAfterPaint } from "../../../app/shell/.server/scripts-after-paint";

// The shape React Router's <Scripts /> renders (react-router 7.18), cut down to two modules.
const HEAD = '<head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>';
const PRELOADS =
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/>';
const MODULE =
  'import * as route0 from "/assets/root.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.js");';
const PAGE = `<!DOCTYPE html><html>${HEAD}${PRELOADS}</head><body><h1>Hi</h1><script>window.__reactRouterContext = {};</script><script type="module" async="">${MODULE}</script></body></html>`;

describe("scriptsAfterPaint", () => {
  const html = scriptsAfterPaint(PAGE);

  it("takes the module preloads and the module script out of the page", () => {
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).toContain(HEAD);
    expect(html).toContain("<h1>Hi</h1><script>window.__reactRouterContext = {};</script>");
  });

  it("puts a loader in the module script's place that holds the same code and preloads", () => {
    const loader = /<script>(\(function\(code,hrefs\)[\s\S]*?)<\/script><\/body>/.exec(html)?.[1] ?? "";
    const call = /\)\((".*"),(\[.*\])\)$/.exec(loader);
    expect(JSON.parse(call?.[1] ?? "null")).toBe(importsOnePerTask(MODULE));
    expect(JSON.parse(call?.[2] ?? "null")).toEqual(["/assets/entry.js", "/assets/root.js"]);
  });

  it("writes the code so that no `<` in it can end the loader's script", () => {
    const tricky = PAGE.replace(MODULE, 'if (a<b) console.log("<!--");');
    const out = scriptsAfterPaint(tricky);
    expect(out).toContain('"if (a\\u003cb) console.log(\\"\\u003c!--\\");"');
  });

  it("imports the modules one per task, in React Router's order, before the code that uses them", () => {
    const code =
      'import "/assets/manifest.js";\nimport * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/layout.js";\n' +
      'window.__reactRouterRouteModules = {"root":route0,"layout":route1};\nimport("/assets/entry.js");';
    const lines = importsOnePerTask(code).split("\n");
    expect(lines.slice(1)).toEqual([
      'await import("/assets/manifest.js"); await nextTask();',
      'const route0 = await import("/assets/root.js"); await nextTask();',
      'const route1 = await import("/assets/layout.js"); await nextTask();',
      'window.__reactRouterRouteModules = {"root":route0,"layout":route1};',
      'import("/assets/entry.js");',
    ]);
    expect(lines[0]).toMatch(/^const nextTask = \(\) => new Promise\(\(resolve\) => setTimeout\(resolve, 0\)\);$/);
    // Twice in a row gives the same answer (no regular expression state is kept between calls).
    expect(importsOnePerTask(code)).toBe(importsOnePerTask(code));
    expect(importsOnePerTask('console.log("no imports");')).toBe('console.log("no imports");');
  });

  it("leaves a page without React Router's module script as it is", () => {
    const plain = `<html>${HEAD}${PRELOADS}</head><body></body></html>`;
    expect(scriptsAfterPaint(plain)).toBe(plain);
  });
});
