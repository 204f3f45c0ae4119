import { describe, expect, it } from "vitest";
import { errorChain, isLoadFailure } from "../../../app/shell/errors/error-chain";
import { MissingDefaultExportError, mdxComponentFromCode } from "../../../app/docs-page/mdx/evaluate-mdx.server";

describe("errorChain", () => {
  it("follows causes, outermost first, and stops at cycles", () => {
    const root = new Error("outer", { cause: new TypeError("middle", { cause: "a string cause" }) });
    expect(errorChain(root)).toEqual([
      { name: "Error", message: "outer" },
      { name: "TypeError", message: "middle" },
      { name: "string", message: "a string cause" },
    ]);
    const cyclic = new Error("self") as Error & { cause?: unknown };
    cyclic.cause = cyclic;
    expect(errorChain(cyclic)).toHaveLength(1);
  });

  it("tells load failures from crashes", () => {
    expect(isLoadFailure(new TypeError("Failed to fetch"))).toBe(true);
    expect(isLoadFailure(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(true);
    expect(isLoadFailure(new Error("Cannot read properties of undefined"))).toBe(false);
    // Firefox and Safari word it their own way.
    expect(isLoadFailure(new TypeError("error loading dynamically imported module: /assets/x.js"))).toBe(true);
    expect(isLoadFailure(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isLoadFailure(new TypeError("NetworkError when attempting to fetch resource."))).toBe(true);
    expect(isLoadFailure(new TypeError("Load failed"))).toBe(true);
    // A render bug that happens to name a "load" property is a crash, not a reason to reload.
    expect(isLoadFailure(new TypeError("Cannot read properties of undefined (reading 'load')"))).toBe(false);
  });
});

describe("compiled MDX without a default export", () => {
  it("raises an error that names the page", () => {
    const code = "return { frontmatter: {} };";
    expect(() => mdxComponentFromCode(code, "/docs/concepts/events")).toThrow(MissingDefaultExportError);
    expect(() => mdxComponentFromCode(code, "/docs/concepts/events")).toThrow(
      /"\/docs\/concepts\/events" has no default export/,
    );
  });
});
