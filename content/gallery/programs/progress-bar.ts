import { NodeRuntime, ProgressBar, Screen, Text, setRuntime } from "@unblessed/node";

setRuntime(new NodeRuntime());

const screen = new Screen({ smartCSR: true });

const bar = new ProgressBar({
  parent: screen,
  top: 0,
  left: 0,
  width: 40,
  height: 3,
  border: { type: "line" },
  filled: 0,
  style: { bar: { bg: "green" }, border: { fg: "cyan" } },
});
const label = new Text({ parent: screen, top: 3, left: 1, content: "0%" });

// Each Right press fills a tenth more.
screen.key("right", () => {
  bar.progress(10);
  label.setContent(`${bar.filled}%`);
  screen.render();
});

screen.key(["q", "C-c"], () => {
  screen.destroy();
  process.exit(0);
});

screen.render();
