import { NodeRuntime, Prompt, Screen, Text, setRuntime } from "@unblessed/node";

setRuntime(new NodeRuntime());

const screen = new Screen({ smartCSR: true, ignoreLocked: ["C-c"] });

const status = new Text({ parent: screen, top: 0, left: 1, content: "r renames" });
const prompt = new Prompt({
  parent: screen,
  top: 2,
  left: 1,
  width: 34,
  height: 8,
  border: { type: "line" },
});

// A one-line field under the text; the callback gets the value, or null when cancelled.
screen.key("r", () => {
  prompt.readInput("New file name?", "notes.txt", (_err: unknown, value: string | null) => {
    status.setContent(value === null ? "Cancelled" : `Renamed to ${value}`);
    screen.render();
  });
});

screen.key("C-c", () => {
  screen.destroy();
  process.exit(0);
});

screen.render();
