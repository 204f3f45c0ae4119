import { describe, expect, it } from "vitest";
import { nameIndexAfterKey, type NamePosition } from "../../../app/docs-page/sample-types/name-keys";

// Three lines of a code block and where its names sit across them:
//   line 0:  a   b   c
//   line 1:  (no names)
//   line 2:     d         e
const NAMES: NamePosition[] = [
  { line: 0, left: 0 },
  { line: 0, left: 40 },
  { line: 0, left: 80 },
  { line: 2, left: 30 },
  { line: 2, left: 120 },
];

describe("moving between the names of a code block with the keys", () => {
  it("starts at the first name from the block itself, or at the last going back", () => {
    expect(nameIndexAfterKey(NAMES, -1, "ArrowRight")).toBe(0);
    expect(nameIndexAfterKey(NAMES, -1, "ArrowDown")).toBe(0);
    expect(nameIndexAfterKey(NAMES, -1, "ArrowLeft")).toBe(4);
    expect(nameIndexAfterKey(NAMES, -1, "End")).toBe(4);
  });

  it("steps to the next and previous name, and stays at either end", () => {
    expect(nameIndexAfterKey(NAMES, 1, "ArrowRight")).toBe(2);
    expect(nameIndexAfterKey(NAMES, 1, "ArrowLeft")).toBe(0);
    expect(nameIndexAfterKey(NAMES, 4, "ArrowRight")).toBeUndefined();
    expect(nameIndexAfterKey(NAMES, 0, "ArrowLeft")).toBeUndefined();
  });

  it("goes up and down to the nearest line with names, to the name closest across", () => {
    expect(nameIndexAfterKey(NAMES, 1, "ArrowDown")).toBe(3);
    expect(nameIndexAfterKey(NAMES, 2, "ArrowDown")).toBe(4);
    expect(nameIndexAfterKey(NAMES, 4, "ArrowUp")).toBe(2);
    expect(nameIndexAfterKey(NAMES, 3, "ArrowUp")).toBe(1);
    expect(nameIndexAfterKey(NAMES, 3, "ArrowDown")).toBeUndefined();
  });

  it("goes to the first and last name with Home and End, and nowhere in a block without names", () => {
    expect(nameIndexAfterKey(NAMES, 3, "Home")).toBe(0);
    expect(nameIndexAfterKey(NAMES, 1, "End")).toBe(4);
    expect(nameIndexAfterKey([], -1, "ArrowRight")).toBeUndefined();
  });
});
