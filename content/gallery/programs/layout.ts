import { Box, Layout, NodeRuntime, Screen, setRuntime } from "@unblessed/node";

setRuntime(new NodeRuntime());

const screen = new Screen({ smartCSR: true });

// A Layout places its children left to right and wraps them into rows, like words.
const tiles = new Layout({
  parent: screen,
  top: 0,
  left: 0,
  width: 44,
  height: 10,
  layout: "inline-block",
  border: { type: "line" },
  style: { border: { fg: "cyan" } },
});

const colours = ["red", "green", "yellow", "blue", "magenta", "cyan", "white"];
colours.forEach((colour, i) => {
  new Box({
    parent: tiles,
    width: 8 + (i % 3) * 2,
    height: 3 + (i % 2),
    border: { type: "line" },
    style: { border: { fg: colour } },
    content: colour,
  });
});

screen.key(["q", "C-c"], () => {
  screen.destroy();
  process.exit(0);
});

screen.render();
