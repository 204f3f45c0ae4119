// What the performance page ("Render less often", "Logs render themselves",
// "Bound what you keep"), the dashboard example, the quick start and the
// troubleshooting page ("Changes do not show up") state about when frames are
// drawn. Counted with screen.renders, never with a clock.
import { Box, Log, type LogOptions, Static } from "@unblessed/node";
import { describe, expect, it } from "vitest";
import { screensPerTest } from "./lib/pipe-screen";

const openScreen = screensPerTest();
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function setUp() {
  const opened = openScreen({}, 40, 10);
  // A queued throttled render must not outlive its test.
  opened.screen.on("destroy", () => opened.screen.cancelThrottledRender());
  return opened;
}

/** What the screen's buffer holds, without colours. */
function shownText(screen: ReturnType<typeof setUp>["screen"]): string {
  // eslint-disable-next-line no-control-regex -- SGR sequences are what we strip
  return screen.screenshot().replace(/\x1b\[[0-9;]*m/g, "");
}

/** A screen with a Log on it, drawn once and settled; `before` is the render count at that point. */
async function logOnScreen(options: Partial<LogOptions> = {}) {
  const { screen } = setUp();
  const log = new Log({ parent: screen, top: 0, height: 6, width: 30, ...options });
  screen.render();
  await nextTurn();
  return { screen, log, before: screen.renders };
}

describe("Log", () => {
  it("renders the screen by itself on the next tick after every change", async () => {
    const { screen, log, before } = await logOnScreen();

    log.log("alpha");
    log.log("beta");
    log.log("gamma");
    expect(screen.renders).toBe(before); // nothing yet: the renders are queued
    await nextTurn();

    expect(screen.renders).toBe(before + 3);
    expect(shownText(screen)).toContain("gamma");
  });

  it("is not capped by setMaxFPS and renderThrottled: one frame per change", async () => {
    const { screen, log, before } = await logOnScreen();
    screen.setMaxFPS(20);

    for (let i = 0; i < 20; i++) {
      log.log(`line ${i}`);
      screen.renderThrottled();
      await nextTurn();
    }

    // 20 frames from the log alone; a 20 FPS cap would allow one in 50 ms.
    expect(screen.renders - before).toBeGreaterThanOrEqual(20);
  });

  it("renders after endBatch() when changed inside a batch", async () => {
    const { screen, log, before } = await logOnScreen();

    screen.beginBatch();
    log.log("inside");
    screen.render();
    screen.endBatch();
    expect(screen.renders).toBe(before + 1);
    await nextTurn();
    expect(screen.renders).toBe(before + 2);
  });

  it("takes several lines joined by \\n as one change and one frame", async () => {
    const { screen, log, before } = await logOnScreen();

    log.log("first\nsecond\nthird");
    await nextTurn();

    expect(screen.renders).toBe(before + 1);
    expect(shownText(screen)).toMatch(/first[\s\S]*second[\s\S]*third/);
  });

  it("drops the oldest third once scrollback is exceeded", async () => {
    const { log } = await logOnScreen({ scrollback: 30 });
    for (let i = 1; i <= 31; i++) log.log(`line ${i}`);
    expect(log.getLines()).toHaveLength(21);
    expect(log.getLines()[0]).toBe("line 11");
  });
});

describe("other widgets", () => {
  it("draw nothing until screen.render(): a Box change sends nothing to the terminal", async () => {
    const { screen, written } = setUp();
    const box = new Box({ parent: screen, top: 0, height: 1, width: 20, content: "initial" });
    screen.render();
    await nextTurn();
    const before = screen.renders;
    const sent = written().length;

    box.setContent("changed");
    await nextTurn();
    expect(screen.renders).toBe(before);
    expect(written().slice(sent)).toBe("");

    screen.render();
    await nextTurn();
    expect(written().slice(sent)).toContain("changed");
  });

  it("collect a burst of renderThrottled() calls into one frame", async () => {
    const { screen } = setUp();
    const box = new Box({ parent: screen, top: 0, height: 1, width: 20 });
    screen.setMaxFPS(20);
    screen.render();
    const before = screen.renders;

    const rendered = new Promise<void>((resolve) => screen.once("render", () => resolve()));
    for (let i = 1; i <= 500; i++) {
      box.setContent(`updates: ${i}`);
      screen.renderThrottled();
    }
    expect(screen.renders).toBe(before);
    await rendered;

    expect(screen.renders).toBe(before + 1);
    expect(shownText(screen)).toContain("updates: 500");
  });

  it("Static formats each item once but sets its whole content again on every addition", () => {
    const { screen } = setUp();
    const formatted: string[] = [];
    const contents: string[] = [];
    const list = new Static({
      parent: screen,
      height: 5,
      width: 20,
      renderItem: (item: string) => {
        formatted.push(item);
        return `* ${item}`;
      },
    });
    list.on("set content", () => contents.push(list.content));

    list.addItem("a");
    list.addItem("b");
    list.addItem("c");

    expect(formatted).toEqual(["a", "b", "c"]);
    expect(contents).toEqual(["* a", "* a\n* b", "* a\n* b\n* c"]);
  });
});
