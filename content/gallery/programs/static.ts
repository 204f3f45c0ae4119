import { NodeRuntime, Screen, Static, setRuntime } from "@unblessed/node";

setRuntime(new NodeRuntime());

const screen = new Screen({ smartCSR: true });

interface Task {
  name: string;
  ms: number;
}

// renderItem turns each item into its line; addItem() appends one below the others.
const done = new Static<Task>({
  parent: screen,
  top: 0,
  left: 0,
  width: 40,
  height: 8,
  border: { type: "line" },
  label: " Finished ",
  items: [
    { name: "resolve", ms: 120 },
    { name: "fetch", ms: 940 },
  ],
  renderItem: (task, i) => `${i + 1}. ${task.name} (${task.ms} ms)`,
});

// a adds one more finished task.
screen.key("a", () => {
  done.addItem({ name: `link ${done.getItemCount()}`, ms: 35 });
  screen.render();
});

screen.key(["q", "C-c"], () => {
  screen.destroy();
  process.exit(0);
});

screen.render();
