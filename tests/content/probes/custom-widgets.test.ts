// What the custom widgets page states about the life of a widget: when
// `attach` fires, how `detached` tells, what bubbles, what destroy() cleans.
// Its meter and clock samples show the rest on screen.
import { Box, Element, type ElementOptions } from "@unblessed/node";
import { describe, expect, it } from "vitest";
import { screensPerTest } from "./lib/pipe-screen";

const openScreen = screensPerTest();

/** Records the events it sees from the end of its own constructor on. */
class Probe extends Element {
  readonly seen: string[] = [];
  readonly detachedAfterSuper: boolean | undefined;

  constructor(options: ElementOptions = {}) {
    super({ height: 1, width: 8, ...options });
    this.detachedAfterSuper = this.detached;
    for (const name of ["attach", "detach", "change"]) this.on(name, () => this.seen.push(name));
  }
}

describe("attach", () => {
  it("fires inside the constructor when `parent` is given, before a subclass can listen", () => {
    const open = openScreen();
    const probe = new Probe({ parent: open.screen });
    expect(probe.seen).toEqual([]);
    expect(probe.detachedAfterSuper).toBeFalsy();
  });

  it("fires on append() for a widget created without a parent", () => {
    const open = openScreen();
    const probe = new Probe();
    expect(probe.detachedAfterSuper).toBe(true);
    open.screen.append(probe);
    expect(probe.seen).toEqual(["attach"]);
    expect(probe.detached).toBeFalsy();
  });

  it("has detach as its counterpart, on detach() and on destroy()", () => {
    const open = openScreen();
    const probe = new Probe();
    open.screen.append(probe);
    probe.detach();
    open.screen.append(probe);
    probe.destroy();
    expect(probe.seen).toEqual(["attach", "detach", "attach", "detach"]);
  });
});

describe("events", () => {
  it("an element's own event bubbles to its ancestors as `element NAME`, with the element first", () => {
    const open = openScreen();
    const panel = new Box({ parent: open.screen });
    const probe = new Probe({ parent: panel });
    probe.type = "meter";
    const heard: string[] = [];
    const listen = (where: string) => (el: Element, value: number) => heard.push(`${where}:${el.type}:${value}`);
    panel.on("element change", listen("panel"));
    open.screen.on("element change", listen("screen"));

    probe.emit("change", 40);

    expect(probe.seen).toEqual(["change"]);
    expect(heard).toEqual(["panel:meter:40", "screen:meter:40"]);
  });
});

describe("destroy()", () => {
  it("removes screen listeners added with onScreenEvent(), not those added with screen.on()", () => {
    const open = openScreen();
    const { screen } = open;
    const box = new Box({ parent: screen });
    const tracked = () => {};
    const untracked = () => {};
    box.onScreenEvent("resize", tracked);
    screen.on("resize", untracked);

    box.destroy();

    expect(screen.listeners("resize")).not.toContain(tracked);
    expect(screen.listeners("resize")).toContain(untracked);
  });
});
