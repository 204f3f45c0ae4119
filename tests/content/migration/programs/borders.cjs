// The ways blessed programs colour borders, side by side, plus a focus colour.
const blessed = require("blessed");

const screen = blessed.screen({ smartCSR: true });

const common = { top: 0, width: 18, height: 5 };

blessed.box({ ...common, parent: screen, left: 0, content: "plain", border: "line" });
blessed.box({ ...common, parent: screen, left: 19, content: "border.fg", border: { type: "line", fg: "cyan" } });
blessed.box({
  ...common,
  parent: screen,
  left: 38,
  content: "style.border",
  border: { type: "line" },
  style: { fg: "white", bg: "magenta", border: { fg: "green" } },
});
blessed.box({
  ...common,
  parent: screen,
  left: 57,
  content: "border.style",
  border: { type: "line", style: { fg: "red" } },
});

const pane = blessed.box({
  parent: screen,
  top: 6,
  left: 0,
  width: 30,
  height: 5,
  label: " Pane ",
  content: "Press f to focus me",
  padding: { left: 1 },
  border: { type: "line" },
  style: { border: { fg: "white" }, focus: { border: { fg: "yellow" } } },
});
blessed.box({ parent: screen, top: 6, left: 32, width: 20, height: 3, border: { type: "bg", ch: "#" }, content: "bg" });

screen.key("f", () => {
  pane.focus();
  screen.render();
});
screen.key(["q", "C-c"], () => {
  screen.destroy();
  process.exit(0);
});

screen.render();
