import { describe, expect, it } from "vitest";
import { captionFor } from "../../../app/content-pipeline/.server/samples/captions";
import { planSample } from "../../../app/content-pipeline/.server/samples/sample-spec";

// The captions under sample pictures, from the very scripts authors write in the fence meta.
const CODE = 'import { Screen } from "@unblessed/node";\nnew Screen();';
function captionOf(script: string): string {
  const plan = planSample("ts", CODE, `script="${script}"`);
  if (plan.kind !== "run") throw new Error(`not a run: ${JSON.stringify(plan)}`);
  return captionFor(plan.spec.steps.filter((step) => step.kind !== "frame"));
}

describe("sample captions in reader words", () => {
  it("say how a program starts when nothing was done", () => {
    expect(captionFor([])).toBe("as it starts");
  });

  it("name keys as printed on a keyboard, counting repeats", () => {
    expect(captionOf("down down down S-tab C-c M-x escape")).toBe(
      "after pressing Down three times, Shift+Tab, Ctrl+C, Alt+x and Esc",
    );
    expect(captionOf("space space enter")).toBe("after pressing Space twice and Enter");
    expect(captionOf("A , ?")).toBe("after pressing A, “,” and “?”");
  });

  it("tell typing, clicks, the wheel, resizes and waits apart, in order", () => {
    expect(captionOf("'Ada' tab click:3,5 wheeldown:3,5 resize:60x20 wait:1500 q")).toBe(
      "after typing “Ada”, then pressing Tab, then a click at column 3, row 5, then the wheel turned down at column 3, row 5, then resizing the terminal to 60×20, then waiting 1.5 s, then pressing q",
    );
    expect(captionOf("wait:250")).toBe("after waiting 250 ms");
  });
});
