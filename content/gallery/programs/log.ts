import { Log, NodeRuntime, Screen, ScrollableText, setRuntime } from "@unblessed/node";

setRuntime(new NodeRuntime());

const screen = new Screen({ smartCSR: true });

// In 1.0.0-alpha.23 a Log cannot scroll until some ScrollableText has been constructed:
// build one and throw it away (see the Dashboard example).
new ScrollableText({ parent: screen }).destroy();

// A Log appends lines and follows the newest one while it is scrolled to the bottom.
const log = new Log({
  parent: screen,
  top: 0,
  left: 0,
  width: 44,
  height: 8,
  border: { type: "line" },
  label: " Build log ",
  tags: true,
  scrollbar: { ch: " ", style: { bg: "cyan" } },
});

const steps = ["install", "lint", "compile", "test", "bundle", "upload", "deploy"];
steps.forEach((step, i) => log.log(`{green-fg}done{/green-fg} ${i + 1}. ${step}`));

// Each l press adds another line.
let extra = 0;
screen.key("l", () => {
  extra += 1;
  log.log(`{yellow-fg}note{/yellow-fg} extra line ${extra}`);
});

screen.key(["q", "C-c"], () => {
  screen.destroy();
  process.exit(0);
});

screen.render();
