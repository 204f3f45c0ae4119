// A log that grows by one line per step and a progress bar that follows it.
const blessed = require("blessed");

const screen = blessed.screen({ smartCSR: true });

const log = blessed.log({
  parent: screen,
  label: " Log ",
  top: 0,
  left: 0,
  width: 40,
  height: 6,
  border: "line",
  tags: true,
  scrollback: 100,
});
const bar = new blessed.ProgressBar({
  parent: screen,
  top: 6,
  left: 0,
  width: 40,
  height: 3,
  border: "line",
  filled: 0,
  pch: " ",
  style: { bar: { bg: "green" } },
});
const percent = blessed.box({ parent: screen, top: 9, left: 0, width: 40, height: 1, content: "0%" });

let step = 0;
screen.key("n", () => {
  step++;
  log.log(`{green-fg}step ${step}{/green-fg} done`);
  bar.progress(20);
  percent.setContent(`${bar.filled}%`);
  screen.render();
});
screen.key(["q", "C-c"], () => {
  screen.destroy();
  process.exit(0);
});

log.log("ready");
screen.render();
