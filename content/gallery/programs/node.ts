import { Box, Node, NodeRuntime, Screen, setRuntime } from "@unblessed/node";

setRuntime(new NodeRuntime());

const screen = new Screen({ smartCSR: true });

// A Node is a place in the tree with no position, size or content: it draws nothing,
// but the boxes under it are drawn, as children of the screen would be.
const group = new Node();
screen.append(group);
group.append(
  new Box({ top: 1, left: 2, width: 30, height: 3, border: { type: "line" }, content: "A Box under a Node" }),
);

screen.key(["q", "C-c"], () => {
  screen.destroy();
  process.exit(0);
});

screen.render();
