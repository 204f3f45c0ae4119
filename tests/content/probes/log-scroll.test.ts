// The dashboard example ("Log") and the performance page state that in
// 1.0.0-alpha.23 a Log cannot scroll until some ScrollableText has been
// constructed, and that constructing one fixes it. The state lives on a class
// prototype for the rest of the process, so each case runs as its own
// program.
import { describe, expect, it } from "vitest";
import { checkSample } from "../../../app/content-pipeline/.server/samples/check-sample";
import { freshCapturesPerFile } from "./lib/fresh-captures";
import { finalScreen } from "./lib/run-outcome";

freshCapturesPerFile();

function logProgram(workaround: boolean): string {
  return `import { Log, NodeRuntime, Screen, ScrollableText, setRuntime } from "@unblessed/node";
setRuntime(new NodeRuntime());
const screen = new Screen();
${workaround ? "new ScrollableText({ parent: screen }).destroy();" : "void ScrollableText;"}
const log = new Log({ parent: screen, height: 6, width: 20, border: { type: "line" }, keys: true });
log.focus();
screen.key("q", () => {
  screen.destroy();
  process.exit(0);
});
screen.render();
for (let i = 1; i <= 10; i++) log.log("line " + i);
`;
}

describe("Log scrolling", () => {
  it("does not follow new lines, nor the scroll keys, in a program without a ScrollableText", async () => {
    const shown = finalScreen(await checkSample("ts", logProgram(false), 'size=30x8 script="down down down" quit=q'));
    expect(shown).toContain("line 1");
    expect(shown).toContain("line 4");
    expect(shown).not.toContain("line 5");
  });

  it("follows new lines once one ScrollableText has been constructed", async () => {
    const shown = finalScreen(await checkSample("ts", logProgram(true), "size=30x8 quit=q"));
    expect(shown).toContain("line 10");
    expect(shown).not.toContain("line 6");
  });
});
