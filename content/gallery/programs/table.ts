import { NodeRuntime, Screen, Table, setRuntime } from "@unblessed/node";

setRuntime(new NodeRuntime());

const screen = new Screen({ smartCSR: true });

// The first row is the header, styled through style.header.
new Table({
  parent: screen,
  top: 0,
  left: 0,
  border: { type: "line" },
  data: [
    ["Planet", "Moons", "Rings"],
    ["Earth", "1", "no"],
    ["Saturn", "274", "yes"],
    ["Venus", "0", "no"],
  ],
  style: { header: { fg: "yellow", bold: true }, border: { fg: "cyan" } },
});

screen.key(["q", "C-c"], () => {
  screen.destroy();
  process.exit(0);
});

screen.render();
