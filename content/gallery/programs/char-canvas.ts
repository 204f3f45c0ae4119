import { CharCanvas, NodeRuntime, Screen, setRuntime } from "@unblessed/node";

setRuntime(new NodeRuntime());

const screen = new Screen({ smartCSR: true });

// One character per cell, each with its own attribute: a grid you draw on by coordinates.
const canvas = new CharCanvas({ parent: screen, top: 0, left: 0, width: 40, height: 8 });

// Attributes pack flags, foreground and background as the screen does: (flags << 18) | (fg << 9) | bg.
const attr = (fg: number, bg: number) => (fg << 9) | bg;

canvas.drawRect(0, 0, 40, 8, "#", attr(6, 0));
canvas.drawRect(3, 2, 10, 4, " ", attr(7, 4), true);
canvas.drawLine(16, 2, 36, 5, "*", attr(3, 0));
canvas.drawText(3, 6, "drawRect, drawLine, drawText", attr(2, 0));

screen.key(["q", "C-c"], () => {
  screen.destroy();
  process.exit(0);
});

screen.render();
