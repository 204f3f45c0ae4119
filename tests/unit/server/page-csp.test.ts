import { describe, expect, it } from "vitest";
import { scriptsAfterPaint } from "../../../app/shell/.server/scripts-after-paint";
import { pagePolicy, scriptHash, serviceOrigins, type ServiceOrigins } from "../../../contracts/page-csp";
import { browserEnv } from "../../../build-scripts/vite/browser-env";
import { inlineScripts, withPolicyMeta } from "../../../build-scripts/write-page-csp";

/** A policy's directives by name, each with its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const NO_SERVICES: ServiceOrigins = { search: [] };

describe("scriptHash", () => {
  // Expected values from `printf '%s' '<script>' | openssl dgst -sha256 -binary | base64`.
  it("is the sha256 of the script's text as a CSP source", () => {
    expect(scriptHash("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    expect(scriptHash("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });

  it("hashes the UTF-8 bytes, as browsers do", () => {
    expect(scriptHash('document.title = "Grüße"')).toBe("'sha256-HeRMvPHcKg9eemTY4RQX+A/QjmT8BbYJH4jU3aVQwZQ='");
  });
});

describe("serviceOrigins", () => {
  it("is empty for a build without services", () => {
    expect(serviceOrigins(browserEnv({}))).toEqual(NO_SERVICES);
  });

  it("takes each configured service's origin from the values the bundle gets", () => {
    const env = browserEnv({
      SENTRY_DSN: " https://publickey@o42.ingest.sentry.io/7 ",
      ALGOLIA_APP_ID: "TESTAPP",
      ALGOLIA_SEARCH_API_KEY: "key",
      ALGOLIA_INDEX_NAME: "docs",
      ALGOLIA_HOST: "http://127.0.0.1:4000",
      ASK_AI_ENDPOINT: "https://llm.example:8443/v1/chat/completions",
      ASK_AI_MODEL: "model",
    });
    expect(serviceOrigins(env)).toEqual({
      errorReporting: "https://o42.ingest.sentry.io",
      search: ["http://127.0.0.1:4000"],
      askAi: "https://llm.example:8443",
    });
  });

  it("without ALGOLIA_HOST, allows the application's Algolia read hosts", () => {
    const env = { ALGOLIA_APP_ID: "TESTAPP", ALGOLIA_SEARCH_API_KEY: "key", ALGOLIA_INDEX_NAME: "docs" };
    expect(serviceOrigins(env).search).toEqual([
      "https://testapp-dsn.algolia.net",
      "https://testapp-1.algolianet.com",
      "https://testapp-2.algolianet.com",
      "https://testapp-3.algolianet.com",
    ]);
  });

  it("leaves out a half-configured service and a blank DSN, which the browser does not use", () => {
    const env = browserEnv({
      SENTRY_DSN: "   ",
      ALGOLIA_APP_ID: "TESTAPP",
      ALGOLIA_HOST: "http://127.0.0.1:4000",
      ASK_AI_ENDPOINT: "https://llm.example/v1",
    });
    expect(serviceOrigins(env)).toEqual(NO_SERVICES);
  });

  it("names the variable that is not a URL", () => {
    expect(() => serviceOrigins({ SENTRY_DSN: "not a dsn" })).toThrow(/SENTRY_DSN is not a URL/);
  });
});

describe("pagePolicy", () => {
  const hashes = [scriptHash("a()"), scriptHash("b()")];

  it("allows the site's own scripts and the page's inline scripts by hash, never inline scripts or eval", () => {
    const scriptSrc = directives(pagePolicy(hashes, NO_SERVICES)).get("script-src");
    expect(scriptSrc).toEqual(["'self'", ...hashes]);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
  });

  it("lists a script twice on a page once", () => {
    expect(directives(pagePolicy([...hashes, ...hashes], NO_SERVICES)).get("script-src")).toHaveLength(3);
  });

  it("connects to the site and to the configured services only", () => {
    const services = {
      errorReporting: "https://o1.ingest.sentry.io",
      search: ["https://a-dsn.algolia.net"],
      askAi: "https://llm.example",
    };
    const policy = directives(pagePolicy(hashes, services));
    expect(policy.get("connect-src")).toEqual([
      "'self'",
      "https://o1.ingest.sentry.io",
      "https://a-dsn.algolia.net",
      "https://llm.example",
    ]);
    // Sentry's session replay compresses in a Blob worker.
    expect(policy.get("worker-src")).toEqual(["'self'", "blob:"]);
    const without = directives(pagePolicy(hashes, NO_SERVICES));
    expect(without.get("connect-src")).toEqual(["'self'"]);
    expect(without.get("worker-src")).toEqual(["'self'"]);
  });

  it("repeats what the header policy can say in a <meta>, for hosts without headers, and nothing a <meta> cannot", () => {
    const policy = directives(pagePolicy(hashes, NO_SERVICES));
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("frame-src")).toEqual(["'self'"]);
    expect([...policy.keys()].filter((name) => /^(frame-ancestors|report-uri|sandbox)$/.test(name))).toEqual([]);
  });
});

/** A page as React Router writes it, before the first-paint loader has rewritten it. */
const RENDERED =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>t</title><script>head()</script>' +
  '<link rel="modulepreload" href="/assets/a.js"/></head><body><p>text</p>' +
  '<script type="application/ld+json">{"@type":"x"}</script><script src="/x.js"></script>' +
  '<script type="module" async="">import "/assets/a.js";\nwindow.ok = 1;</script></body></html>';

describe("the page's inline scripts and its <meta>", () => {
  it("finds the inline scripts and the module script the first-paint loader adds, but no data block or file", () => {
    const scripts = inlineScripts(scriptsAfterPaint(RENDERED));
    expect(scripts).toHaveLength(3);
    expect(scripts[0]).toBe("head()");
    expect(scripts[1]).toMatch(/^\(function\(code,hrefs\)/);
    // What the loader sets as the module script's text, byte for byte.
    expect(scripts[2]).toBe(
      'const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));\nawait import("/assets/a.js"); await nextTask();\nwindow.ok = 1;',
    );
  });

  it("puts the policy right after the charset, before every script", () => {
    const html = withPolicyMeta(RENDERED, "script-src 'self'", "page.html");
    expect(html).toContain(
      `<head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src 'self'"/><title>`,
    );
  });

  it("refuses a page that already has one, or a script before <head>", () => {
    const once = withPolicyMeta(RENDERED, "script-src 'self'", "page.html");
    expect(() => withPolicyMeta(once, "script-src 'self'", "page.html")).toThrow(/page.html already has a policy/);
    expect(() => withPolicyMeta(`<script>x()</script>${RENDERED}`, "x", "early.html")).toThrow(
      /early.html has no <head>/,
    );
  });
});
