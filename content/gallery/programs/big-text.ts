import { BigText, NodeRuntime, Screen, setRuntime } from "@unblessed/node";

setRuntime(new NodeRuntime());

const screen = new Screen({ smartCSR: true });

// 1.0.0-alpha.23 looks for its fonts beside its bundle, where the package has none:
// name the two files it ships, or the constructor throws ENOENT.
const font = (name: string) => new URL(import.meta.resolve(`@unblessed/core/data/fonts/${name}`)).pathname;

// BigText draws each character from a bitmap font, 14 cells high.
new BigText({
  parent: screen,
  top: 0,
  left: 1,
  font: font("ter-u14n.json"),
  fontBold: font("ter-u14b.json"),
  content: "12:45",
  style: { fg: "cyan" },
});

screen.key(["q", "C-c"], () => {
  screen.destroy();
  process.exit(0);
});

screen.render();
