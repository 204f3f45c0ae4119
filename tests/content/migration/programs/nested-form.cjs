// A form whose fields sit in groups: a bordered "Notifications" box holds a
// row of checkboxes. Ctrl+S sends the form and shows what it collected.
const blessed = require("blessed");

const screen = blessed.screen({ smartCSR: true });

const form = blessed.form({ parent: screen, top: 0, left: 0, width: 50, height: 9 });
blessed.checkbox({ parent: form, name: "terms", top: 0, left: 0, text: "I accept the terms", checked: true });
const group = blessed.box({
  parent: form,
  label: " Notifications ",
  top: 2,
  left: 0,
  width: 48,
  height: 5,
  border: "line",
});
const row = blessed.box({ parent: group, top: 1, left: 1, width: 44, height: 1 });
blessed.checkbox({ parent: row, name: "email", top: 0, left: 0, text: "by e-mail", checked: true });
blessed.checkbox({ parent: row, name: "sms", top: 0, left: 16, text: "by SMS" });

const result = blessed.box({ parent: screen, top: 10, left: 0, width: 70, height: 1, content: "Press Ctrl+S to send" });
form.on("submit", (data) => {
  result.setContent(`Sent: ${JSON.stringify(data)}`);
  screen.render();
});

screen.key("C-s", () => form.submit());
screen.key(["q", "C-c"], () => {
  screen.destroy();
  process.exit(0);
});

screen.render();
