import { type Box, List, NodeRuntime, Screen, Text, setRuntime } from "@unblessed/node";

setRuntime(new NodeRuntime());

const screen = new Screen({ smartCSR: true });

const list = new List({
  parent: screen,
  top: 0,
  left: 0,
  width: 24,
  height: 7,
  border: { type: "line" },
  label: " Fruit ",
  keys: true,
  mouse: true,
  items: ["Apple", "Banana", "Cherry", "Damson", "Elderberry"],
  style: { selected: { bg: "blue", fg: "white" }, border: { fg: "cyan" } },
});
const status = new Text({ parent: screen, top: 7, left: 1, content: "Up/Down, Enter to pick" });

list.on("select", (item: Box) => {
  status.setContent(`You picked ${item.getContent()}`);
  screen.render();
});

list.focus();
screen.key(["q", "C-c"], () => {
  screen.destroy();
  process.exit(0);
});

screen.render();
