/**
 * Reads what a widget really applies when an option is left out: it builds the
 * widget with nothing but a parent, on a Screen whose terminal is a pair of
 * in-memory streams, and reads the property the option sets (or the value the
 * constructor wrote back into its options). Doc comments' `@default` tags are
 * not trusted: the Options table shows this, and says where they disagree.
 * tests/content/probes/api-option-defaults.test.ts runs it again and pins a
 * few values by hand.
 */
import { ttyStreams } from "../../../content-pipeline/.server/samples/tty-streams";

/** Nothing reads the output here: drained, so that a large render never fills its buffer. */
function drainedTtyStreams() {
  const streams = ttyStreams();
  streams.output.resume();
  return streams;
}

/** Options whose applied value lives in `widget.position`, not on the widget. */
const POSITION_OPTIONS: ReadonlySet<string> = new Set(["top", "left", "right", "bottom", "width", "height"]);
/** Longer printed values are shown as a kind, not in full. */
const MAX_PRINTED = 40;

export interface OptionProbeRequest {
  className: string;
  options: readonly string[];
  /** What the widget cannot be built without, passed beside its parent. */
  builtWith?: Readonly<Record<string, unknown>>;
}

/** Class name → option name → printed value (null: the widget leaves it unset). */
export type AppliedDefaults = Map<string, Map<string, string | null>>;

type Widget = Record<string, unknown> & { destroy?: () => void };
type WidgetClass = new (options: Record<string, unknown>) => Widget;

/**
 * The library module is passed in: the generator imports the pinned
 * `@unblessed/node`, the probe test imports the same.
 */
export function probeOptionDefaults(
  lib: Record<string, unknown>,
  requests: readonly OptionProbeRequest[],
): AppliedDefaults {
  const ScreenClass = lib["Screen"] as WidgetClass;
  const newScreen = () => new ScreenClass({ ...drainedTtyStreams(), terminal: "xterm" });
  const result: AppliedDefaults = new Map();
  // The Screen is read on a screen of its own, before any widget is attached to it.
  const screenRequest = requests.find((r) => r.className === "Screen");
  if (screenRequest) {
    const fresh = newScreen();
    result.set("Screen", readAll(fresh, screenRequest.options));
    detach(fresh);
  }
  const screen = newScreen();
  try {
    for (const { className, options, builtWith } of requests) {
      const Class = lib[className];
      if (typeof Class !== "function" || className === "Screen") continue;
      let widget: Widget;
      try {
        widget = new (Class as WidgetClass)({ ...builtWith, parent: screen });
      } catch {
        // A widget that needs options of its own (a canvas without a size) is not probed.
        continue;
      }
      result.set(className, readAll(widget, options));
      if (widget !== screen) detach(widget);
    }
  } finally {
    detach(screen);
  }
  return result;
}

/** A bare Node cannot be detached from a Screen (the Screen calls Element methods on it): leave it. */
function detach(widget: Widget): void {
  try {
    widget.destroy?.();
  } catch {
    // Nothing to clean: the screen and its streams are dropped with it.
  }
}

function readAll(widget: Widget, options: readonly string[]): Map<string, string | null> {
  return new Map(options.map((name) => [name, printValue(appliedValue(widget, name))]));
}

export function appliedValue(widget: Widget, name: string): unknown {
  if (POSITION_OPTIONS.has(name)) return (widget["position"] as Record<string, unknown> | undefined)?.[name];
  if (name === "content" && typeof widget["getContent"] === "function") {
    return (widget["getContent"] as () => unknown).call(widget);
  }
  const own = name in widget ? widget[name] : undefined;
  // A method of the same name (`focus`, `hide`) is not the option's value.
  if (own !== undefined && typeof own !== "function") return own;
  return (widget["options"] as Record<string, unknown> | undefined)?.[name];
}

export function printValue(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === "function") return "function";
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value !== "object") return String(value);
  if (isWidgetLike(value)) return "a widget";
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    text = undefined;
  }
  if (text !== undefined && text.length <= MAX_PRINTED) return text;
  return Array.isArray(value) ? `an array of ${value.length}` : "an object";
}

function isWidgetLike(value: object): boolean {
  return "screen" in value && "parent" in value;
}
