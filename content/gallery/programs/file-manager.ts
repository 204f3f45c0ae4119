import { FileManager, NodeRuntime, Screen, setRuntime } from "@unblessed/node";

setRuntime(new NodeRuntime());

const screen = new Screen({ smartCSR: true });

// A List of the files in a folder, read from disk; Enter opens a folder.
const files = new FileManager({
  parent: screen,
  top: 0,
  left: 0,
  width: 40,
  height: 10,
  border: { type: "line" },
  label: " /usr ",
  keys: true,
  cwd: "/usr",
  style: { selected: { bg: "blue" }, border: { fg: "cyan" } },
});

files.refresh();
files.focus();
screen.key(["q", "C-c"], () => {
  screen.destroy();
  process.exit(0);
});

screen.render();
