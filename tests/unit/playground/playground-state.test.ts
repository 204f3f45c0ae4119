import { describe, expect, it } from "vitest";
import { compileProgram } from "../../../app/live/run/compile-program";
import { positionOf, ProgramError } from "../../../app/live/run/program-error";
import {
  decodeCode,
  encodeCode,
  MAX_CODE_BYTES,
  playgroundHref,
  readCode,
  readLocation,
} from "../../../contracts/playground-url";
import { clearDraft, DRAFTS_KEY, readDraft, writeDraft } from "../../../app/live/playground/drafts";
import { memoryStorage } from "../support/memory-storage";

describe("code in the link", () => {
  const code = 'const title = "Größe ✓";\nscreen.key(["q"], () => process.exit(0));\n';

  it("round-trips any text, and the link is URL-safe", () => {
    expect(decodeCode(encodeCode(code))).toBe(code);
    expect(encodeCode(code)).toMatch(/^[A-Za-z0-9_-]+$/);
    const href = playgroundHref("/playground", "simple-box", code);
    const url = new URL(href, "https://unblessed.dev");
    expect(readLocation(url.search, url.hash)).toEqual({ example: "simple-box", code });
    expect(playgroundHref("/playground", "simple-box")).toBe("/playground?example=simple-box");
  });

  it("ignores a damaged code parameter", () => {
    expect(decodeCode("%%%")).toBeUndefined();
    expect(decodeCode(encodeCode("ok").slice(0, 1) + "_8")).toBeUndefined();
    expect(readLocation("?example=dashboard", "#code=%%%")).toEqual({ example: "dashboard", damaged: "not-base64url" });
  });

  it("says why a link's code cannot be read: not base64url, not UTF-8, empty, too large", () => {
    expect(readCode("abc+")).toEqual({ damaged: "not-base64url" });
    expect(readCode("abcde")).toEqual({ damaged: "not-base64url" });
    // 0xC3 0x28: a UTF-8 lead byte followed by a byte that cannot continue it.
    expect(readCode(btoa("\xc3\x28").replace(/=+$/, ""))).toEqual({ damaged: "not-utf8" });
    expect(readCode("")).toEqual({ damaged: "empty" });
    expect(readCode(encodeCode("  \n"))).toEqual({ damaged: "empty" });
    expect(readCode(encodeCode("x".repeat(MAX_CODE_BYTES)))).toEqual({ code: "x".repeat(MAX_CODE_BYTES) });
    expect(readCode(encodeCode("x".repeat(MAX_CODE_BYTES + 1)))).toEqual({ damaged: "too-large" });
    expect(readCode("A".repeat(10_000_000))).toEqual({ damaged: "too-large" });
    expect(readLocation("", "#code=")).toEqual({ damaged: "empty" });
    expect(readLocation("", "")).toEqual({});
  });
});

describe("drafts in localStorage", () => {
  it("are kept per example and removed by a reset", () => {
    const storage = memoryStorage();
    writeDraft("simple-box", "a", () => storage);
    writeDraft("dashboard", "b", () => storage);
    expect(readDraft("simple-box", () => storage)).toBe("a");
    clearDraft("simple-box", () => storage);
    expect(readDraft("simple-box", () => storage)).toBeUndefined();
    expect(readDraft("dashboard", () => storage)).toBe("b");
    clearDraft("dashboard", () => storage);
    expect(storage.data.has(DRAFTS_KEY)).toBe(false);
  });

  it("do not break anything when storage throws or holds garbage", () => {
    const throwing = () => {
      throw new DOMException("denied", "SecurityError");
    };
    expect(() => writeDraft("simple-box", "a", throwing)).not.toThrow();
    expect(readDraft("simple-box", throwing)).toBeUndefined();
    const storage = memoryStorage();
    storage.data.set(DRAFTS_KEY, "{not json");
    expect(readDraft("simple-box", () => storage)).toBeUndefined();
  });
});

describe("compiling a program", () => {
  it("strips types and keeps each statement on its line", () => {
    const { code } = compileProgram("const a: number = 1;\nfunction f(x: string): void {}\n", "p.ts");
    expect(code.split("\n")[1]).toBe("function f(x) {}");
  });

  it("places a syntax error at its line and column", () => {
    const error = (() => {
      try {
        compileProgram("let x = 1;\nlet y = (2;\n", "p.ts");
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ProgramError);
    expect((error as ProgramError).describe()).toBe('SyntaxError at line 2, column 11: Unexpected token, expected ","');
  });

  it("counts lines and columns from 1", () => {
    expect(positionOf("ab\ncd", 0)).toEqual({ line: 1, column: 1 });
    expect(positionOf("ab\ncd", 4)).toEqual({ line: 2, column: 2 });
  });
});
