// Facts the "Focus" guide states about @unblessed 1.0.0-alpha.23 beyond what
// its runnable samples show.
import { PassThrough } from "node:stream";
import {
  Box,
  Button,
  Checkbox,
  FileManager,
  List,
  ListTable,
  NodeRuntime,
  RadioButton,
  Screen,
  setRuntime,
  Textarea,
  Textbox,
} from "@unblessed/node";
import { afterEach, describe, expect, it } from "vitest";

setRuntime(new NodeRuntime());

let screen: Screen;
let input: PassThrough;
function newScreen(): Screen {
  input = Object.assign(new PassThrough(), { isTTY: true, setRawMode: () => input });
  const output = Object.assign(new PassThrough(), { isTTY: true, columns: 40, rows: 10 });
  screen = new Screen({ input, output, terminal: "xterm" });
  return screen;
}
afterEach(() => screen?.destroy());
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

describe("focus guide", () => {
  it("gives input widgets and lists tabIndex 0, and a plain Box none", () => {
    newScreen();
    const made = [Button, Checkbox, RadioButton, Textbox, Textarea, List, ListTable, FileManager].map(
      (Widget) => new Widget({ parent: screen }).options.tabIndex,
    );
    expect(made).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(new Box({ parent: screen }).options.tabIndex).toBeUndefined();
  });

  it("focuses the first focusable element attached, even one with tabIndex -1", () => {
    newScreen();
    new Box({ parent: screen });
    const first = new Box({ parent: screen, tabIndex: -1 });
    new Button({ parent: screen });
    expect(screen.focused).toBe(first);
  });

  it("makes buttons keep the focus where it was when clicked (autoFocus: false)", () => {
    newScreen();
    // autoFocus is read at run time but missing from ElementOptions in the declarations.
    const autoFocusOf = (button: Button) => (button.options as { autoFocus?: boolean }).autoFocus;
    expect(autoFocusOf(new Button({ parent: screen }))).toBe(false);
    expect(
      autoFocusOf(new Button({ parent: screen, autoFocus: true } as ConstructorParameters<typeof Button>[0])),
    ).toBe(true);
  });

  it("rewinds the focus when the focused element is hidden or removed", () => {
    newScreen();
    const a = new Box({ parent: screen, tabIndex: 0 });
    const b = new Box({ parent: screen, tabIndex: 0 });
    b.focus();
    b.hide();
    expect(screen.focused).toBe(a);
    b.show();
    b.focus();
    b.detach();
    expect(screen.focused).toBe(a);
  });

  it("sends a key to the focused element and the screen, not to the element's parent", async () => {
    newScreen();
    const parent = new Box({ parent: screen });
    const child = new Button({ parent });
    const heard: string[] = [];
    parent.key("escape", () => heard.push("parent"));
    child.key("escape", () => heard.push("child"));
    screen.key("escape", () => heard.push("screen"));
    child.focus();
    input.write("\x1b");
    await settle();
    expect(heard.sort()).toEqual(["child", "screen"]);
  });
});
