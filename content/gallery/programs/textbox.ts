import { NodeRuntime, Screen, Text, Textbox, setRuntime } from "@unblessed/node";

setRuntime(new NodeRuntime());

// While the field reads, it takes every key: C-c stays a way out through ignoreLocked.
const screen = new Screen({ smartCSR: true, ignoreLocked: ["C-c"] });

new Text({ parent: screen, top: 0, left: 1, content: "Your name, then Enter:" });
const field = new Textbox({
  parent: screen,
  top: 1,
  left: 1,
  width: 30,
  height: 3,
  border: { type: "line" },
  inputOnFocus: true,
  style: { border: { fg: "cyan" } },
});
const greeting = new Text({ parent: screen, top: 4, left: 1, content: "" });

field.on("submit", (value: string) => {
  greeting.setContent(`Hello, ${value}!`);
  screen.render();
});

field.focus();
screen.key("C-c", () => {
  screen.destroy();
  process.exit(0);
});

screen.render();
