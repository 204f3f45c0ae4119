import { Line, NodeRuntime, Screen, Text, setRuntime } from "@unblessed/node";

setRuntime(new NodeRuntime());

const screen = new Screen({ smartCSR: true });

new Text({ parent: screen, top: 0, left: 2, content: "Above the rule" });
new Line({ parent: screen, top: 1, left: 0, width: 40, orientation: "horizontal", fg: "cyan" });
new Text({ parent: screen, top: 2, left: 2, content: "Below the rule" });
new Line({ parent: screen, top: 0, left: 40, height: 6, orientation: "vertical", fg: "magenta" });
new Text({ parent: screen, top: 2, left: 42, content: "Beside it" });

screen.key(["q", "C-c"], () => {
  screen.destroy();
  process.exit(0);
});

screen.render();
