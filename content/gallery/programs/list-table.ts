import { ListTable, NodeRuntime, Screen, setRuntime } from "@unblessed/node";

setRuntime(new NodeRuntime());

const screen = new Screen({ smartCSR: true });

// A List whose rows are table rows: the first is a fixed header, the rest can be selected.
const table = new ListTable({
  parent: screen,
  top: 0,
  left: 0,
  width: 40,
  height: 8,
  border: { type: "line" },
  keys: true,
  data: [
    ["Service", "State", "CPU"],
    ["api", "running", "12%"],
    ["worker", "running", "48%"],
    ["cron", "stopped", "0%"],
  ],
  style: {
    header: { fg: "yellow", bold: true },
    cell: { selected: { bg: "blue" } },
    border: { fg: "cyan" },
  },
});

table.focus();
screen.key(["q", "C-c"], () => {
  screen.destroy();
  process.exit(0);
});

screen.render();
