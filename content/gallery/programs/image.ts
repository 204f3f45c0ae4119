import { Image, NodeRuntime, Screen, setRuntime } from "@unblessed/node";

setRuntime(new NodeRuntime());

const screen = new Screen({ smartCSR: true });

const sunset = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAABAAAAAICAIAAAB/FOjAAAAARElEQVR42mPQCDhBEmJwjN9JEmKIyluFB/06oYEmwlBcOxsrAipFRnBxhh4cAE0DXJxh6exarAhNA1ycQa5CgyREsgYA4Merw1h2ds8AAAAASUVORK5CYII=",
  "base64",
);

// Image picks its renderer from type: "ansi" paints cells (an ANSIImage), "overlay" asks w3m.
new Image({ parent: screen, top: 0, left: 0, width: 32, height: 8, type: "ansi", file: sunset as unknown as string });

screen.key(["q", "C-c"], () => {
  screen.destroy();
  process.exit(0);
});

screen.render();
