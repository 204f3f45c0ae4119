// A sign-up form: text field, checkbox, two radio buttons, Submit and Cancel.
// The form's own keys (arrows, Tab) move between the fields.
const blessed = require("blessed");

const screen = blessed.screen({ smartCSR: true });

const form = blessed.form({ parent: screen, top: 0, left: 0, width: 40, height: 12, border: "line", keys: true });

blessed.text({ parent: form, top: 0, left: 1, content: "Name:" });
blessed.textbox({
  parent: form,
  name: "name",
  top: 0,
  left: 8,
  width: 20,
  height: 1,
  inputOnFocus: true,
  style: { bg: "blue", focus: { bg: "cyan" } },
});

blessed.checkbox({ parent: form, name: "news", top: 2, left: 1, text: "Send me news", mouse: true });

const plan = blessed.radioset({ parent: form, top: 4, left: 1, width: 30, height: 2 });
blessed.radiobutton({ parent: plan, name: "plan", top: 0, left: 0, text: "Free", value: "free" });
blessed.radiobutton({ parent: plan, name: "plan", top: 1, left: 0, text: "Paid", value: "paid" });

const submit = blessed.button({
  parent: form,
  top: 7,
  left: 1,
  shrink: true,
  padding: { left: 1, right: 1 },
  content: "Submit",
  mouse: true,
  keys: true,
  style: { bg: "green", focus: { bg: "yellow", fg: "black" } },
});
const cancel = blessed.button({
  parent: form,
  top: 7,
  left: 12,
  shrink: true,
  padding: { left: 1, right: 1 },
  content: "Cancel",
  mouse: true,
  keys: true,
  style: { bg: "red", focus: { bg: "yellow", fg: "black" } },
});

const result = blessed.box({ parent: screen, top: 12, left: 0, width: 78, height: 3, content: "Not sent" });

cancel.on("press", () => form.cancel());
form.on("cancel", () => {
  result.setContent("Cancelled");
  screen.render();
});
submit.on("press", () => form.submit());
form.on("submit", (data) => {
  result.setContent(`Sent: ${JSON.stringify(data)}`);
  screen.render();
});

screen.key(["q", "C-c"], () => {
  screen.destroy();
  process.exit(0);
});

form.focusFirst();
screen.render();
