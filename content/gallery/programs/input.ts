import { Input, NodeRuntime, Screen, setRuntime } from "@unblessed/node";

setRuntime(new NodeRuntime());

const screen = new Screen({ smartCSR: true });

// Input adds nothing to Box that shows: it is the common base of the form controls,
// the class a Form looks for when it gathers its fields.
new Input({
  parent: screen,
  top: 0,
  left: 0,
  width: 34,
  height: 3,
  border: { type: "line" },
  style: { border: { fg: "cyan" } },
  content: "An Input draws like a Box",
});

screen.key(["q", "C-c"], () => {
  screen.destroy();
  process.exit(0);
});

screen.render();
