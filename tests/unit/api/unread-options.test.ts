import { describe, expect, it } from "vitest";
import { unreadNames } from "../../../app/api-reference/.server/generator/unread-options";

describe("options no code reads", () => {
  const sources = ["if (options.keys) this.enableKeys();", 'log("vi mode"); const $scroll = 1; self._label = 2;'];

  it("are the names that occur nowhere in the shipped code", () => {
    expect([...unreadNames(["keys", "vi", "autoNext"], sources)]).toEqual(["autoNext"]);
  });

  it("count a name inside a longer identifier as absent, and `$` and `_` as part of a name", () => {
    expect([...unreadNames(["enable", "scroll", "label"], sources)]).toEqual(["enable", "scroll", "label"]);
    expect([...unreadNames(["$scroll", "_label", "enableKeys"], sources)]).toEqual([]);
  });
});
