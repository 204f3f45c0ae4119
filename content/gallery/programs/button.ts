import { Button, NodeRuntime, Screen, Text, setRuntime } from "@unblessed/node";

setRuntime(new NodeRuntime());

const screen = new Screen({ smartCSR: true });

let count = 0;
const button = new Button({
  parent: screen,
  top: 1,
  left: 2,
  width: 14,
  height: 3,
  align: "center",
  valign: "middle",
  content: "Press me",
  mouse: true,
  keys: true,
  border: { type: "line" },
  style: { bg: "green", fg: "black", border: { fg: "green" } },
});
const status = new Text({ parent: screen, top: 2, left: 18, content: "Enter or a click presses it" });

button.on("press", () => {
  count += 1;
  status.setContent(`Pressed ${count} time${count === 1 ? "" : "s"}`);
  screen.render();
});

button.focus();
screen.key(["q", "C-c"], () => {
  screen.destroy();
  process.exit(0);
});

screen.render();
