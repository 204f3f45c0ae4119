import { BrailleCanvas, NodeRuntime, Screen, setRuntime } from "@unblessed/node";

setRuntime(new NodeRuntime());

const screen = new Screen({ smartCSR: true });

// Each cell is a braille character holding 2×4 dots: 40×8 cells give 80×32 dots.
const chart = new BrailleCanvas({
  parent: screen,
  top: 0,
  left: 0,
  width: 40,
  height: 8,
  style: { fg: "green" },
});

for (let x = 0; x < 79; x++) {
  const y = Math.round(15 + 13 * Math.sin(x / 8));
  const next = Math.round(15 + 13 * Math.sin((x + 1) / 8));
  chart.drawLine(x, y, x + 1, next);
}
chart.drawRect(0, 0, 80, 32);

screen.key(["q", "C-c"], () => {
  screen.destroy();
  process.exit(0);
});

screen.render();
