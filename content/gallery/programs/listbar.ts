import { Listbar, NodeRuntime, Screen, Text, setRuntime } from "@unblessed/node";

setRuntime(new NodeRuntime());

const screen = new Screen({ smartCSR: true });

const status = new Text({ parent: screen, top: 3, left: 1, content: "Left/Right, Enter to pick" });

function show(name: string): void {
  status.setContent(`Opened ${name}`);
  screen.render();
}

// A one-line menu bar; autoCommandKeys also binds 1, 2, 3 to the commands.
const bar = new Listbar({
  parent: screen,
  top: 0,
  left: 0,
  width: "100%",
  height: 3,
  border: { type: "line" },
  keys: true,
  autoCommandKeys: true,
  style: { selected: { bg: "blue", fg: "white" }, item: { fg: "white" } },
  commands: [
    { text: "Files", callback: () => show("Files") },
    { text: "Edit", callback: () => show("Edit") },
    { text: "Help", callback: () => show("Help") },
  ],
});

bar.focus();
screen.key(["q", "C-c"], () => {
  screen.destroy();
  process.exit(0);
});

screen.render();
