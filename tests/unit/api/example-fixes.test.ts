import { describe, expect, it } from "vitest";
import { assertEveryFixApplied } from "../../../app/api-reference/.server/generator/example-fixes";
import { ConfigError } from "../../../contracts/config/friendly-errors";

describe("API example fixes", () => {
  const fixes = { "screen.render();\nmore": { code: "", note: "" }, "box.focus();": { code: "", note: "" } };

  it("fail generate, naming each fix that replaced nothing by its first line and the file to edit", () => {
    let thrown: unknown;
    try {
      assertEveryFixApplied(new Set(["box.focus();"]), fixes);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    const message = (thrown as ConfigError).message;
    expect(message).toContain("content/api-examples.ts");
    expect(message).toContain('"screen.render();…"');
    expect(message).not.toContain("box.focus");
  });

  it("pass when every fix replaced an example", () => {
    expect(() => assertEveryFixApplied(new Set(Object.keys(fixes)), fixes)).not.toThrow();
  });
});
