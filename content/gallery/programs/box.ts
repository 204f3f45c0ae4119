import { Box, NodeRuntime, Screen, setRuntime } from "@unblessed/node";

setRuntime(new NodeRuntime());

const screen = new Screen({ smartCSR: true });

new Box({
  parent: screen,
  top: "center",
  left: "center",
  width: 36,
  height: 6,
  tags: true,
  label: " Box ",
  border: { type: "line" },
  padding: { left: 1, right: 1 },
  style: { fg: "white", bg: "blue", border: { fg: "yellow" } },
  content: "{bold}Centred{/bold}, bordered and padded.\nq quits.",
});

screen.key(["q", "C-c"], () => {
  screen.destroy();
  process.exit(0);
});

screen.render();
