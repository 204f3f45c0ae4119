import { Loading, NodeRuntime, Screen, setRuntime } from "@unblessed/node";

setRuntime(new NodeRuntime());

// load() locks the keys until stop(): ignoreLocked keeps C-c working meanwhile.
const screen = new Screen({ smartCSR: true, ignoreLocked: ["C-c"] });

const loading = new Loading({
  parent: screen,
  top: 1,
  left: 1,
  width: 28,
  height: 5,
  border: { type: "line" },
  hidden: true,
});

loading.load("Fetching the news…");

screen.key("C-c", () => {
  screen.destroy();
  process.exit(0);
});

screen.render();
