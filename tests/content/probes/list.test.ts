// What the interactive list example ("The list", "The select event") states
// about List. The sample on that page shows the two-step click and the
// keys; these pin what a screen cannot show.
import { List } from "@unblessed/node";
import { describe, expect, it } from "vitest";
import { screensPerTest } from "./lib/pipe-screen";

const openScreen = screensPerTest();

function fruitList(items: string[]) {
  const open = openScreen({}, 40, 12);
  const list = new List({ parent: open.screen, height: 8, width: 20, keys: true, mouse: true, items });
  const events: string[] = [];
  for (const name of ["action", "select", "cancel"]) {
    list.on(name, (...args: unknown[]) => events.push(`${name}/${args.length}`));
  }
  list.focus();
  open.screen.render();
  return { list, events, type: open.type };
}

describe("List", () => {
  it("keeps the caller's items array and appends every item to it again", () => {
    const fruits = ["Apple", "Banana", "Cherry"];
    const { list } = fruitList(fruits);
    expect(fruits).toEqual(["Apple", "Banana", "Cherry", "Apple", "Banana", "Cherry"]);
    expect(list.ritems).toBe(fruits);
  });

  it("leaves a copy alone", () => {
    const fruits = ["Apple", "Banana", "Cherry"];
    fruitList([...fruits]);
    expect(fruits).toEqual(["Apple", "Banana", "Cherry"]);
  });

  it("a click on another item only moves the highlight; a click on the highlighted one selects it", () => {
    const { list, events } = fruitList(["Apple", "Banana", "Cherry"]);
    const cherry = list.items[2];
    if (!cherry) throw new Error("no third item");

    cherry.emit("click");
    expect(list.selected).toBe(2);
    expect(events).toEqual([]);

    cherry.emit("click");
    expect(events).toEqual(["action/2", "select/2"]);
  });

  it("Enter emits action, then select with the item and its index; Escape emits action, then cancel with nothing", async () => {
    const { events, type } = fruitList(["Apple", "Banana", "Cherry"]);
    await type("\r");
    expect(events).toEqual(["action/2", "select/2"]);

    await type("\x1b");
    expect(events).toEqual(["action/2", "select/2", "action/0", "cancel/0"]);
  });
});
