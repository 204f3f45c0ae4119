import { describe, expect, it } from "vitest";
import { isPlainLeftClick, type ClickLike } from "../../../app/common/plain-click";

const plain: ClickLike = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};

describe("isPlainLeftClick", () => {
  it("takes a main-button click with no modifier", () => {
    expect(isPlainLeftClick(plain)).toBe(true);
  });

  it.each([
    ["⌘ (new tab on macOS)", { metaKey: true }],
    ["Ctrl (new tab)", { ctrlKey: true }],
    ["Shift (new window)", { shiftKey: true }],
    ["Alt (download)", { altKey: true }],
    ["the middle button", { button: 1 }],
    ["the right button", { button: 2 }],
    ["a click another handler already took", { defaultPrevented: true }],
  ])("leaves %s to the browser", (_, change: Partial<ClickLike>) => {
    expect(isPlainLeftClick({ ...plain, ...change })).toBe(false);
  });
});
