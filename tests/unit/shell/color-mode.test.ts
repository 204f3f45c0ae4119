import { describe, expect, it } from "vitest";
import {
  describeChoice,
  nextChoice,
  parseChoice,
  resolveMode,
  type ColorModeChoice,
} from "../../../app/shell/color-mode/state";
import { siteConfig } from "../../../app/site-config";
import type { ColorModeConfig } from "../../../contracts/config/schema";

const thisSite = siteConfig.colorMode;
const switchable: ColorModeConfig = { defaultMode: "light", disableSwitch: false, respectPrefersColorScheme: true };
const switchableIgnoringOs: ColorModeConfig = { ...switchable, respectPrefersColorScheme: false };

describe("colour mode on this site (dark, switch disabled)", () => {
  it("is configured dark with the switch disabled", () => {
    expect(thisSite).toEqual({ defaultMode: "dark", disableSwitch: true, respectPrefersColorScheme: false });
  });
  it("ignores any stored choice and the OS preference", () => {
    for (const raw of ["light", "dark", null, "garbage"]) {
      const choice = parseChoice(raw, thisSite);
      expect(choice).toBeNull();
      expect(resolveMode(choice, thisSite, false)).toBe("dark");
      expect(resolveMode(choice, thisSite, true)).toBe("dark");
    }
  });
});

describe("colour mode respecting the OS preference (light default, switchable)", () => {
  it("system follows the OS; a stored choice wins over it", () => {
    expect(resolveMode(null, switchable, true)).toBe("dark");
    expect(resolveMode(null, switchable, false)).toBe("light");
    expect(resolveMode("light", switchable, true)).toBe("light");
    expect(resolveMode("dark", switchable, false)).toBe("dark");
  });
  it("cycles system → light → dark → system", () => {
    const seen: ColorModeChoice[] = [];
    let choice: ColorModeChoice = null;
    for (let i = 0; i < 4; i++) {
      choice = nextChoice(choice, switchable, resolveMode(choice, switchable, true));
      seen.push(choice);
    }
    expect(seen).toEqual(["light", "dark", null, "light"]);
  });
  it("reads only light and dark from storage", () => {
    expect(parseChoice("light", switchable)).toBe("light");
    expect(parseChoice("dark", switchable)).toBe("dark");
    expect(parseChoice("system", switchable)).toBeNull();
    expect(parseChoice(null, switchable)).toBeNull();
  });
  it("describes the state for the toggle's label", () => {
    expect(describeChoice(null, "dark")).toBe("system (dark)");
    expect(describeChoice("light", "light")).toBe("light");
  });
});

describe("colour mode not respecting the OS preference", () => {
  it("system means the default mode, whatever the OS says", () => {
    expect(resolveMode(null, switchableIgnoringOs, true)).toBe("light");
  });
  it("the toggle flips light ↔ dark, starting from what is shown", () => {
    expect(nextChoice(null, switchableIgnoringOs, "light")).toBe("dark");
    expect(nextChoice("dark", switchableIgnoringOs, "dark")).toBe("light");
    expect(nextChoice("light", switchableIgnoringOs, "light")).toBe("dark");
  });
});
