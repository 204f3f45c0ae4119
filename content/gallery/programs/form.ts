import { Button, Checkbox, Form, NodeRuntime, Screen, Text, Textbox, setRuntime } from "@unblessed/node";

setRuntime(new NodeRuntime());

const screen = new Screen({ smartCSR: true, ignoreLocked: ["C-c"] });

// A Form gathers the values of the named inputs inside it; Tab moves between them.
const form = new Form({
  parent: screen,
  top: 0,
  left: 0,
  width: 40,
  height: 9,
  border: { type: "line" },
  label: " Sign up ",
});
new Text({ parent: form, top: 0, left: 1, content: "Name:" });
const name = new Textbox({
  parent: form,
  name: "name",
  top: 0,
  left: 8,
  width: 26,
  height: 1,
  inputOnFocus: true,
  style: { bg: "blue" },
});
new Checkbox({ parent: form, name: "subscribe", top: 2, left: 1, content: "Send me news", mouse: true });
const send = new Button({
  parent: form,
  top: 4,
  left: 1,
  width: 8,
  height: 1,
  content: " Send ",
  mouse: true,
  style: { bg: "green", fg: "black" },
});
const result = new Text({ parent: screen, top: 9, left: 1, content: "" });

send.on("press", () => form.submit());
form.on("submit", (data: Record<string, unknown>) => {
  result.setContent(`Submitted: ${JSON.stringify(data)}`);
  screen.render();
});

name.focus();
screen.key(["C-c"], () => {
  screen.destroy();
  process.exit(0);
});

screen.render();
