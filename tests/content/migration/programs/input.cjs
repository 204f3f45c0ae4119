// A text field that reads input as soon as it is focused (inputOnFocus).
// Enter submits it, Escape cancels; "e" edits it again.
const blessed = require("blessed");

const screen = blessed.screen({ smartCSR: true });

blessed.box({ parent: screen, top: 0, left: 0, width: 40, height: 1, content: "Press e to edit, q to quit" });
const name = blessed.textbox({
  parent: screen,
  label: " Your name ",
  top: 1,
  left: 0,
  width: 30,
  height: 3,
  border: "line",
  inputOnFocus: true,
  style: { focus: { border: { fg: "yellow" } } },
});
const status = blessed.box({ parent: screen, top: 5, left: 0, width: 40, height: 1, content: "Waiting" });

name.on("submit", (value) => {
  status.setContent(`Hello, ${value}!`);
  screen.render();
});
name.on("cancel", () => {
  status.setContent("Cancelled");
  screen.render();
});

screen.key("e", () => name.focus());
screen.key(["q", "C-c"], () => {
  screen.destroy();
  process.exit(0);
});

name.focus();
screen.render();
