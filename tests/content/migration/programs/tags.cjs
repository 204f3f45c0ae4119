// Inline tags for colours and alignment, and the helpers that build or escape them.
const blessed = require("blessed");

const screen = blessed.screen({ smartCSR: true });

const lines = [
  "{bold}Bold{/bold} {underline}underline{/underline} {inverse}inverse{/inverse}",
  "{red-fg}red{/red-fg} {green-fg}green{/green-fg} {white-fg}{blue-bg}white on blue{/blue-bg}{/white-fg}",
  "{#ff8800-fg}hex orange{/} {light-cyan-fg}light cyan{/light-cyan-fg}",
  "{center}centred{/center}",
  "{right}right{/right}",
  "Escaped: " + blessed.escape("{red-fg}not red{/red-fg}"),
  blessed.generateTags({ fg: "yellow" }, "generated yellow"),
  "Stripped: " + blessed.stripTags("{bold}no tags{/bold}"),
  "Cleaned: " + blessed.cleanTags("  {underline}trimmed{/underline}  "),
];

blessed.box({ parent: screen, top: 0, left: 0, width: 50, height: 10, tags: true, content: lines.join("\n") });
blessed.box({
  parent: screen,
  top: 10,
  left: 0,
  width: 50,
  height: 1,
  content: blessed.parseTags("{yellow-fg}parsed by hand{/yellow-fg}"),
});

screen.key(["q", "C-c"], () => {
  screen.destroy();
  process.exit(0);
});

screen.render();
