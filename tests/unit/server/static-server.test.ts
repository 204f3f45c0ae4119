import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaticServer, listen, resolveRequest } from "../../../build-scripts/static-server/static-server";

let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "static-"));
  const write = (file: string, body: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), body);
  };
  write("index.html", "home");
  write("404.html", "missing");
  write("docs/api/generated/widgets.box.Class.Box/index.html", "box page");
  write("docs/intro.data", "data");
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("static server", () => {
  it("maps dotted paths to the folder's index.html, like the production host", () => {
    expect(resolveRequest(root, "/docs/api/generated/widgets.box.Class.Box")).toEqual({
      file: path.join(root, "docs/api/generated/widgets.box.Class.Box/index.html"),
      status: 200,
    });
  });

  it("serves existing files as they are and unknown paths as 404.html", () => {
    expect(resolveRequest(root, "/docs/intro.data")?.file).toBe(path.join(root, "docs/intro.data"));
    expect(resolveRequest(root, "/nope")).toEqual({ file: path.join(root, "404.html"), status: 404 });
    expect(resolveRequest(root, "/../../etc/passwd")?.status).toBe(404);
  });

  it("answers over HTTP with the right status", async () => {
    const server = createStaticServer(root);
    const base = await listen(server, 0);
    try {
      const ok = await fetch(`${base}/docs/api/generated/widgets.box.Class.Box`);
      expect([ok.status, await ok.text()]).toEqual([200, "box page"]);
      const missing = await fetch(`${base}/docs/nothing.here`);
      expect([missing.status, await missing.text()]).toEqual([404, "missing"]);
    } finally {
      server.close();
    }
  });
});
