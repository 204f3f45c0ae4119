// A list driven by arrow keys, vi keys and the mouse; Enter picks an item.
const blessed = require("blessed");

const screen = blessed.screen({ smartCSR: true, title: "fruit" });

const list = blessed.list({
  parent: screen,
  label: " Fruit ",
  top: 0,
  left: 0,
  width: 24,
  height: 8,
  border: "line",
  keys: true,
  vi: true,
  mouse: true,
  items: ["Apple", "Banana", "Cherry", "Damson", "Elderberry"],
  style: { item: { fg: "white" }, selected: { fg: "black", bg: "green" } },
});

const status = blessed.box({ parent: screen, top: 9, left: 0, width: 40, height: 1, content: "Nothing picked" });

list.on("select", (item, index) => {
  status.setContent(`Picked ${item.getText()} (#${index})`);
  screen.render();
});

screen.key(["q", "C-c"], () => {
  screen.destroy();
  process.exit(0);
});

list.focus();
screen.render();
