import { NodeRuntime, Screen, Text, setRuntime } from "@unblessed/node";

setRuntime(new NodeRuntime());

// The screen owns the terminal: its size, the input, and every render.
const screen = new Screen({ smartCSR: true, title: "Screen" });

new Text({
  parent: screen,
  top: 1,
  left: 2,
  tags: true,
  content: `{bold}A Screen of ${screen.width}×${screen.height} cells{/bold}\nPress q to give the terminal back.`,
});

screen.key(["q", "C-c"], () => {
  screen.destroy();
  process.exit(0);
});

screen.render();
