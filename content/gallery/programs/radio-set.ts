import { NodeRuntime, RadioButton, RadioSet, Screen, setRuntime } from "@unblessed/node";

setRuntime(new NodeRuntime());

const screen = new Screen({ smartCSR: true });

// A RadioSet groups radio buttons: checking one unchecks the others in the set.
const size = new RadioSet({
  parent: screen,
  top: 0,
  left: 0,
  width: 24,
  height: 5,
  border: { type: "line" },
  label: " Size ",
});
const options = ["Small", "Medium", "Large"].map(
  (label, i) => new RadioButton({ parent: size, top: i, left: 1, content: label, mouse: true }),
);
options[1]?.check();

options[0]?.focus();
screen.key("tab", () => screen.focusNext());
screen.key(["q", "C-c"], () => {
  screen.destroy();
  process.exit(0);
});

screen.render();
