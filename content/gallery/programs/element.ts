import { Element, NodeRuntime, Screen, setRuntime } from "@unblessed/node";

setRuntime(new NodeRuntime());

const screen = new Screen({ smartCSR: true });

// Element is the base of every visible widget: position, size, border, style and content.
new Element({
  parent: screen,
  top: 1,
  left: 2,
  width: 40,
  height: 5,
  border: { type: "line" },
  style: { border: { fg: "cyan" } },
  content: "A plain Element: a box with nothing extra.",
});

screen.key(["q", "C-c"], () => {
  screen.destroy();
  process.exit(0);
});

screen.render();
