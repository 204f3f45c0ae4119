import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  beforeBreadcrumb,
  buildSentryOptions,
  REPLAY_OPTIONS,
  stripSearchQuery,
  type SentryEnv,
} from "../../../app/shell/error-reporting/config";

const env: SentryEnv = { dsn: "https://key@o1.ingest.example/1", environment: "production", release: "docs@1.2.3" };

describe("buildSentryOptions: enabled or not", () => {
  it("is enabled on a real host with a DSN", () => {
    const setup = buildSentryOptions(env, "docs.unblessed.dev");
    expect(setup?.options).toMatchObject({ dsn: env.dsn, environment: "production", release: "docs@1.2.3" });
  });

  it.each(["localhost", "127.0.0.1"])("is off on %s", (host) => {
    expect(buildSentryOptions(env, host)).toBeNull();
  });

  it.each([{}, { dsn: "" }, { dsn: "   " }, { dsn: undefined, environment: "production" }])(
    "is off without a DSN (%j)",
    (withoutDsn) => {
      expect(buildSentryOptions(withoutDsn, "docs.unblessed.dev")).toBeNull();
    },
  );

  it("leaves environment and release to the SDK when they are not set", () => {
    const options = buildSentryOptions({ dsn: env.dsn, environment: "", release: "" }, "docs.test")?.options;
    expect(options).not.toHaveProperty("environment");
    expect(options).not.toHaveProperty("release");
  });
});

describe("buildSentryOptions: sampling, privacy and replay", () => {
  const setup = buildSentryOptions(env, "docs.unblessed.dev");

  it("samples 10% of traces and sessions, every session with an error", () => {
    expect(setup?.options.tracesSampleRate).toBe(0.1);
    expect(setup?.options.replaysSessionSampleRate).toBe(0.1);
    expect(setup?.options.replaysOnErrorSampleRate).toBe(1);
  });

  it("sends no default PII and scrubs breadcrumbs", () => {
    expect(setup?.options.sendDefaultPii).toBe(false);
    expect(setup?.options.beforeBreadcrumb).toBe(beforeBreadcrumb);
  });

  it("passes the replay options the issue asks for", () => {
    expect(setup?.replay).toEqual({
      minReplayDuration: 4999,
      maxReplayDuration: 3_600_000,
      flushMinDelay: 5000,
      flushMaxDelay: 5500,
      mutationBreadcrumbLimit: 750,
      mutationLimit: 10_000,
      slowClickTimeout: 7000,
      maskAllInputs: true,
    });
    expect(setup?.replay).toEqual(REPLAY_OPTIONS);
  });
});

/**
 * The session idle pause (5 min) and expiry (15 min) are not replay options:
 * they are constants of the SDK, which its package entry does not export. The
 * published declaration file does state them, so pin them from there; an
 * upgrade that changes them fails here.
 */
describe("SDK replay constants we rely on", () => {
  const require = createRequire(import.meta.url);
  // @sentry/replay is a dependency of @sentry/browser, which @sentry/react-router re-exports.
  const replayDir = path.dirname(
    require.resolve("@sentry/replay/package.json", {
      paths: [path.dirname(require.resolve("@sentry/browser/package.json"))],
    }),
  );
  const declarations = fs.readFileSync(path.join(replayDir, "build/npm/types/constants.d.ts"), "utf8");
  const constant = (name: string) => {
    const match = new RegExp(`export declare const ${name} = (\\d+);`).exec(declarations);
    if (!match?.[1]) throw new Error(`${name} is no longer declared by @sentry/replay`);
    return Number(match[1]);
  };

  it("pauses an idle session after 5 minutes and expires it after 15", () => {
    expect(constant("SESSION_IDLE_PAUSE_DURATION")).toBe(5 * 60_000);
    expect(constant("SESSION_IDLE_EXPIRE_DURATION")).toBe(15 * 60_000);
  });

  it("has the defaults our explicit replay options restate", () => {
    expect(constant("MIN_REPLAY_DURATION")).toBe(REPLAY_OPTIONS.minReplayDuration);
    expect(constant("MAX_REPLAY_DURATION")).toBe(REPLAY_OPTIONS.maxReplayDuration);
    expect(constant("DEFAULT_FLUSH_MIN_DELAY")).toBe(REPLAY_OPTIONS.flushMinDelay);
    expect(constant("DEFAULT_FLUSH_MAX_DELAY")).toBe(REPLAY_OPTIONS.flushMaxDelay);
  });
});

describe("search queries stay out of breadcrumbs", () => {
  it.each([
    ["/search?q=screen", "/search"],
    ["/search?q=screen#results", "/search#results"],
    ["/search?page=2&q=box%20border&sort=a", "/search?page=2&sort=a"],
    ["https://docs.example/search?page=2&q=box", "https://docs.example/search?page=2"],
    ["/docs/a?faq=1", "/docs/a?faq=1"],
    ["/docs/a", "/docs/a"],
  ])("strips q= from %s", (url, expected) => {
    expect(stripSearchQuery(url)).toBe(expected);
  });

  it("strips q= from navigation breadcrumbs", () => {
    const crumb = beforeBreadcrumb({ category: "navigation", data: { from: "/search?q=secret", to: "/docs/a" } });
    expect(crumb?.data).toEqual({ from: "/search", to: "/docs/a" });
  });

  it.each(["fetch", "xhr"])("strips q= from %s breadcrumbs", (category) => {
    const crumb = beforeBreadcrumb({
      category,
      data: { method: "GET", url: "/search.data?q=secret&_routes=x", status_code: 200 },
    });
    expect(crumb?.data).toEqual({ method: "GET", url: "/search.data?_routes=x", status_code: 200 });
    expect(JSON.stringify(crumb)).not.toContain("secret");
  });

  it("drops breadcrumbs from search inputs", () => {
    const searchInput = { closest: (selector: string) => (selector.includes('type="search"') ? {} : null) };
    expect(beforeBreadcrumb({ category: "ui.input", message: "input.field" }, { event: { target: searchInput } })).toBe(
      null,
    );
    expect(beforeBreadcrumb({ category: "ui.input", message: 'div > input[type="search"]' })).toBe(null);
    const plain = { category: "ui.click", message: "button.copy" };
    expect(beforeBreadcrumb(plain, { event: { target: { closest: () => null } } })).toEqual(plain);
  });

  it("leaves other breadcrumbs alone", () => {
    const crumb = { category: "console", message: "hello", data: { arguments: ["x"] } };
    expect(beforeBreadcrumb(crumb)).toEqual(crumb);
  });
});
