import { NodeRuntime, Screen, Text, setRuntime } from "@unblessed/node";

setRuntime(new NodeRuntime());

const screen = new Screen({ smartCSR: true });

// A Text shrinks to its content: no width or height needed.
new Text({
  parent: screen,
  top: 1,
  left: 2,
  tags: true,
  content: "{green-fg}OK{/green-fg} Saved 3 files",
});
new Text({
  parent: screen,
  top: 2,
  left: 2,
  tags: true,
  style: { bg: "red" },
  content: " {bold}2 errors{/bold} ",
});

screen.key(["q", "C-c"], () => {
  screen.destroy();
  process.exit(0);
});

screen.render();
