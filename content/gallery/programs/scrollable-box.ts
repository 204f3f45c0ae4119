import { Box, NodeRuntime, ScrollableBox, Screen, setRuntime } from "@unblessed/node";

setRuntime(new NodeRuntime());

const screen = new Screen({ smartCSR: true });

const scroller = new ScrollableBox({
  parent: screen,
  top: 0,
  left: 0,
  width: 30,
  height: 8,
  border: { type: "line" },
  label: " ScrollableBox ",
  keys: true,
  alwaysScroll: true,
  scrollbar: { ch: " ", style: { bg: "cyan" } },
});

// Children taller than the box: Down and Up scroll them.
for (let i = 1; i <= 12; i++) {
  new Box({ parent: scroller, top: i - 1, left: 1, width: 20, height: 1, content: `Child box ${i}` });
}

scroller.focus();
screen.key(["q", "C-c"], () => {
  screen.destroy();
  process.exit(0);
});

screen.render();
