import { Checkbox, NodeRuntime, Screen, setRuntime } from "@unblessed/node";

setRuntime(new NodeRuntime());

const screen = new Screen({ smartCSR: true });

// Space or Enter toggles the focused box; Tab moves between them.
const boxes = ["Dark mode", "Autosave", "Spell check"].map(
  (label, i) => new Checkbox({ parent: screen, top: i, left: 1, content: label, checked: i === 1, mouse: true }),
);

boxes[0]?.focus();
screen.key("tab", () => screen.focusNext());
screen.key(["q", "C-c"], () => {
  screen.destroy();
  process.exit(0);
});

screen.render();
