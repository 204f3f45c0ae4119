import { NodeRuntime, RadioButton, RadioSet, Screen, Text, setRuntime } from "@unblessed/node";

setRuntime(new NodeRuntime());

const screen = new Screen({ smartCSR: true });

const set = new RadioSet({ parent: screen, top: 0, left: 0, width: 20, height: 2 });
const yes = new RadioButton({ parent: set, top: 0, left: 1, content: "Yes", mouse: true });
const no = new RadioButton({ parent: set, top: 1, left: 1, content: "No", mouse: true });
const status = new Text({ parent: screen, top: 3, left: 1, content: "Space checks the focused button" });

for (const button of [yes, no]) {
  button.on("check", () => {
    status.setContent(`Checked: ${button.text}`);
    screen.render();
  });
}

yes.focus();
screen.key("tab", () => screen.focusNext());
screen.key(["q", "C-c"], () => {
  screen.destroy();
  process.exit(0);
});

screen.render();
