import { ANSIImage, NodeRuntime, Screen, setRuntime } from "@unblessed/node";

setRuntime(new NodeRuntime());

const screen = new Screen({ smartCSR: true });

// A 16×8 PNG, inline so the sample needs no file: ANSIImage also takes a path or a URL.
const sunset = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAABAAAAAICAIAAAB/FOjAAAAARElEQVR42mPQCDhBEmJwjN9JEmKIyluFB/06oYEmwlBcOxsrAipFRnBxhh4cAE0DXJxh6exarAhNA1ycQa5CgyREsgYA4Merw1h2ds8AAAAASUVORK5CYII=",
  "base64",
);

// The picture is stretched to the width it is given: its 16 pixels fill 31 columns, about two cells each.
new ANSIImage({ parent: screen, top: 0, left: 0, width: 32, height: 8, file: sunset as unknown as string });

screen.key(["q", "C-c"], () => {
  screen.destroy();
  process.exit(0);
});

screen.render();
