import { NodeRuntime, OverlayImage, Screen, Text, setRuntime } from "@unblessed/node";

setRuntime(new NodeRuntime());

const screen = new Screen({ smartCSR: true });

const status = new Text({ parent: screen, top: 9, left: 0, content: "" });

// OverlayImage hands the picture to w3mimgdisplay, which draws over the terminal window.
const picture = new OverlayImage({ parent: screen, top: 0, left: 0, width: 32, height: 8, border: { type: "line" } });
picture.setImage("/usr/share/pixmaps/debian-logo.png", (err: unknown) => {
  status.setContent(err ? `Not drawn: ${String(err)}` : "Drawn");
  screen.render();
});

screen.key(["q", "C-c"], () => {
  screen.destroy();
  process.exit(0);
});

screen.render();
