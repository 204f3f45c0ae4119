import { describe, expect, it } from "vitest";
import { keptUntilFailure } from "../../../app/search/engine/kept-until-failure";

describe("keptUntilFailure", () => {
  it("loads once while the load succeeds, and again after a failure", async () => {
    let calls = 0;
    let fail = true;
    const load = keptUntilFailure(async () => {
      calls++;
      if (fail) throw new Error("down");
      return calls;
    });
    await expect(load()).rejects.toThrow("down");
    fail = false;
    await expect(load()).resolves.toBe(2);
    await expect(load()).resolves.toBe(2);
    expect(calls).toBe(2);
  });
});
