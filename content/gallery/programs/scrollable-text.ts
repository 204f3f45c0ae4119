import { NodeRuntime, ScrollableText, Screen, setRuntime } from "@unblessed/node";

setRuntime(new NodeRuntime());

const screen = new Screen({ smartCSR: true });

const lines = Array.from({ length: 20 }, (_, i) => `Line ${i + 1} of a long text`);

const reader = new ScrollableText({
  parent: screen,
  top: 0,
  left: 0,
  width: 34,
  height: 8,
  border: { type: "line" },
  label: " ScrollableText ",
  keys: true,
  alwaysScroll: true,
  scrollbar: { ch: " ", style: { bg: "cyan" } },
  content: lines.join("\n"),
});

reader.focus();
screen.key(["q", "C-c"], () => {
  screen.destroy();
  process.exit(0);
});

screen.render();
