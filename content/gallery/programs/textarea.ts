import { NodeRuntime, Screen, Text, Textarea, setRuntime } from "@unblessed/node";

setRuntime(new NodeRuntime());

const screen = new Screen({ smartCSR: true, ignoreLocked: ["C-c"] });

// Several lines of text: Enter starts a new line, Escape stops editing.
const notes = new Textarea({
  parent: screen,
  top: 0,
  left: 0,
  width: 36,
  height: 6,
  border: { type: "line" },
  label: " Notes ",
  inputOnFocus: true,
  style: { border: { fg: "cyan" } },
});
const status = new Text({ parent: screen, top: 6, left: 1, content: "Type; Escape ends editing" });

notes.on("cancel", () => {
  status.setContent(`Kept ${notes.getValue().split("\n").length} lines`);
  screen.render();
});

notes.focus();
screen.key("C-c", () => {
  screen.destroy();
  process.exit(0);
});

screen.render();
