import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildKey } from "../../support/test-build";

/** The test build is reused only while its key holds: it must change with anything the build reads. */
let root: string | undefined;
afterEach(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

function project(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "build-key-"));
  root = dir;
  for (const [file, text] of Object.entries({
    "content/docs/intro.mdx": "---\ntitle: Intro\n---\n",
    "app/root.tsx": "export default 1;\n",
    "package-lock.json": "{}\n",
    "tests/a.test.ts": "// not a source\n",
  })) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe("test build key", () => {
  const env = { DOCS_TEST_ROUTES: "1", DOCS_BUILD_DIR: ".test-build" };

  it("changes when a page is added, a source is edited or the lockfile moves", () => {
    const dir = project();
    const key = buildKey(env, dir);
    expect(buildKey(env, dir)).toBe(key);
    fs.writeFileSync(path.join(dir, "content/docs/new.mdx"), "---\ntitle: New\n---\n");
    const added = buildKey(env, dir);
    expect(added).not.toBe(key);
    fs.writeFileSync(path.join(dir, "app/root.tsx"), "export default 2;\n");
    expect(buildKey(env, dir)).not.toBe(added);
  });

  it("changes with the build's environment, and not with tests or unrelated variables", () => {
    const dir = project();
    const key = buildKey(env, dir);
    expect(buildKey({ ...env, SENTRY_DSN: "http://k@127.0.0.1:1/1" }, dir)).not.toBe(key);
    expect(buildKey({ ...env, ALGOLIA_APP_ID: "X" }, dir)).not.toBe(key);
    expect(buildKey({ ...env, HOME: "/elsewhere" }, dir)).toBe(key);
    fs.writeFileSync(path.join(dir, "tests/a.test.ts"), "// edited\n");
    expect(buildKey(env, dir)).toBe(key);
  });
});
