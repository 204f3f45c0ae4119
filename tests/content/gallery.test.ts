// The widget gallery (/docs/gallery, content/gallery/): every widget class
// that the pinned @unblessed/core exports has an entry with a captured picture
// or a stated reason, computed from the package now, so a new export fails
// here until it has an entry. Each runnable entry also runs in the browser
// runtime as its ▶ Run would, and each reason the page gives for a missing
// picture or a missing Run is shown to be what really happens.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { galleryGroups } from "../../app/gallery/gallery-data.server";
import { checkSample } from "../../app/content-pipeline/.server/samples/check-sample";
import { planSample } from "../../app/content-pipeline/.server/samples/sample-spec";
import type { BuiltGalleryEntry } from "../../contracts/gallery";
import type { Run, RunEnd } from "../../app/live/run/session";
import { GALLERY_PROGRAMS_DIR, GALLERY_WIDGETS, type PictureEntry } from "../../content/gallery/widgets";
import { loadBrowserCore } from "./lib/browser-core";
import { playInBrowserRuntime, screenShowing } from "./lib/browser-replay";
import { readPage, REPO_ROOT } from "./lib/docs";
import { screenCells, screenText } from "./lib/terminal-snapshot";

type CoreModule = typeof import("@unblessed/core");

/** Every class core exports whose prototype chain reaches Node: the widget tree's classes. */
async function exportedWidgetClasses(): Promise<string[]> {
  const core = (await import("@unblessed/core")) as unknown as Record<string, unknown>;
  const base = core["Node"];
  if (typeof base !== "function") throw new Error("@unblessed/core exports no Node class");
  return Object.entries(core)
    .filter(([, value]) => typeof value === "function" && (value === base || value.prototype instanceof base))
    .map(([name]) => name)
    .sort();
}

const program = (name: string) => readFileSync(path.join(REPO_ROOT, GALLERY_PROGRAMS_DIR, `${name}.ts`), "utf8");

let entries: BuiltGalleryEntry[];
beforeAll(async () => {
  entries = (await galleryGroups()).flatMap((group) => group.entries);
}, 300_000);

describe("the gallery covers every widget class of @unblessed/core", () => {
  it("has one entry per exported widget class, and none for anything else", async () => {
    const exported = await exportedWidgetClasses();
    // The count the page states ("36 classes"): a new export changes both.
    expect(exported.length).toBe(36);
    expect(readPage("gallery")).toContain(`exports ${exported.length} classes`);
    expect(GALLERY_WIDGETS.map((widget) => widget.name).sort()).toEqual(exported);
  });

  it("leaves out Terminal and Video because core does not export them, as the page says", async () => {
    const core = (await import("@unblessed/core")) as Record<string, unknown>;
    expect(core["Terminal"]).toBeUndefined();
    expect(core["Video"]).toBeUndefined();
    expect(readPage("gallery")).toMatch(/`Terminal` and `Video` are not exported/);
  });

  it("gives every entry a captured picture or a stated reason, never both", () => {
    for (const entry of entries) {
      expect(Boolean(entry.picture) !== Boolean(entry.reason), entry.name).toBe(true);
      if (!entry.picture) continue;
      // A picture that shows something: text, or a painted cell.
      const { lines, styles } = entry.picture.screen;
      const shows = lines.some((row) =>
        row.some(([text, style]) => text.trim() !== "" || Object.keys(styles[style] ?? {}).length > 0),
      );
      expect(shows, `${entry.name}'s picture is blank`).toBe(true);
    }
    expect(entries.filter((entry) => entry.reason).map((entry) => entry.name)).toEqual(["Node", "OverlayImage"]);
  });

  it("links each entry to its own API class page", () => {
    for (const entry of entries) expect(entry.apiHref).toMatch(new RegExp(`\\.Class\\.${entry.name}$`));
  });
});

describe("the reasons the gallery gives are what happens", () => {
  it("Node: a Node on the screen makes render() throw, so it has no picture", async () => {
    const code = [
      'import { Node, NodeRuntime, Screen, setRuntime } from "@unblessed/node";',
      "setRuntime(new NodeRuntime());",
      "const screen = new Screen();",
      "screen.append(new Node());",
      'screen.key("C-c", () => { screen.destroy(); process.exit(0); });',
      "screen.render();",
    ].join("\n");
    const outcome = await checkSample("ts", code, "size=40x5");
    expect(outcome.kind).toBe("failed");
    expect(outcome.kind === "failed" && outcome.reason).toContain("el.render is not a function");
    expect(entries.find((entry) => entry.name === "Node")?.reason).toContain("el.render is not a function");
  });

  it("OverlayImage: in the headless terminal setImage() reports that w3m's image display is missing", async () => {
    const outcome = await checkSample(
      "ts",
      program("overlay-image"),
      'size=50x11 quit=q script=wait:800 expect="W3M Image Display not available"',
    );
    expect(outcome.kind === "failed" ? outcome.reason : outcome.kind).toBe("ran");
    expect(entries.find((entry) => entry.name === "OverlayImage")?.reason).toContain("W3M Image Display not available");
  });
});

describe("▶ Run: each entry in the browser runtime, as the page says", () => {
  let core: CoreModule;
  const runs: Run[] = [];
  beforeAll(async () => {
    core = await loadBrowserCore();
  });
  afterAll(() => {
    for (const run of runs) run.stop();
  });

  /** Starts a program on the browser runtime in a headless xterm, plays its script, returns the screen. */
  async function runInBrowserRuntime(
    entry: PictureEntry,
  ): Promise<{ screen: string; cells: string[]; ends: RunEnd[] }> {
    const plan = planSample("ts", program(entry.program), entry.meta);
    if (plan.kind !== "run") throw new Error(`${entry.name}: not a runnable sample (${plan.kind})`);
    const { spec } = plan;
    const { term, run, ends } = await playInBrowserRuntime(core, spec, `${entry.program}.ts`);
    runs.push(run);
    // Give timers (Message, Log, Loading) the time the sample runner allows for expectations.
    const wanted = spec.expectations.filter((e) => !e.absent && e.frame === "final").map((e) => e.text);
    const screen = ends.length > 0 ? screenText(term) : await screenShowing(term, wanted);
    const cells = screenCells(term);
    term.dispose();
    return { screen, cells, ends };
  }

  const withPicture = GALLERY_WIDGETS.filter((widget): widget is PictureEntry => !("reason" in widget));

  it.each(withPicture.map((widget) => [widget.name, widget] as const))("%s", async (name, widget) => {
    const entry = entries.find((candidate) => candidate.name === name);
    if (!entry) throw new Error(`${name} was not built`);
    const { screen, cells, ends } = await runInBrowserRuntime(widget);
    const failed = ends.find((end) => end.state === "failed");
    const error = failed?.state === "failed" ? failed.error.describe() : undefined;
    if (entry.browser.runs) {
      // Offered ▶ Run: it starts and shows what the picture's expectations say.
      expect(error).toBeUndefined();
      const plan = planSample("ts", program(widget.program), widget.meta);
      if (plan.kind !== "run") throw new Error("unreachable");
      for (const e of plan.spec.expectations.filter((x) => x.frame === "final" && !x.absent))
        expect(screen).toContain(e.text);
      return;
    }
    // No ▶ Run: the reason the page prints is what a tab would show.
    const reason = entry.browser.reason;
    switch (name) {
      case "BigText":
        expect(reason).toContain("import.meta.resolve");
        expect(error).toMatch(/Cannot use 'import\.meta' outside a module/);
        break;
      case "FileManager":
        expect(reason).toContain("nothing but share/");
        expect(error).toBeUndefined();
        expect(screen).toContain("share/");
        expect(screen).not.toContain("bin/");
        break;
      case "ANSIImage":
      case "Image":
        expect(reason).toContain("no image decoder");
        // It starts, and draws no picture: not one cell gets a colour.
        expect(error).toBeUndefined();
        expect(cells.join("")).not.toMatch(/\/[1-9]\d*:\d+\//);
        break;
      default:
        throw new Error(`${name} has no ▶ Run: say here what a tab shows`);
    }
  });
});
