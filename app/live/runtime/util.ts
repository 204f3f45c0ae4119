import inspectValue from "object-inspect";

/**
 * `util` for the browser runtime: the two functions core calls (`Log.log`
 * formats its arguments; Program's debug log too). The browserify `util`
 * package reads the global `process` when it loads, which a page does not
 * have, so `format` is written here after Node's rules and `inspect` comes
 * from object-inspect (small, maintained, no globals).
 */
export function inspect(value: unknown, showHiddenOrOptions?: unknown, depth?: number | null): string {
  const options =
    typeof showHiddenOrOptions === "object" && showHiddenOrOptions !== null
      ? (showHiddenOrOptions as { depth?: number | null })
      : { depth };
  return inspectValue(value, { depth: options.depth ?? 2 });
}

/** A string argument prints as is; anything else as `inspect` shows it. */
function plain(value: unknown): string {
  return typeof value === "string" ? value : inspect(value);
}

/** Node's `util.format`: printf-like `%s %d %i %f %j %o %O %c %%`, then the rest joined by spaces. */
export function format(...args: unknown[]): string {
  const [first, ...rest] = args;
  if (typeof first !== "string") return args.map(plain).join(" ");
  let next = 0;
  const text = first.replace(/%([sdifjoOc%])/g, (match, spec: string) => {
    if (spec === "%") return "%";
    if (next >= rest.length) return match;
    const value = rest[next++];
    switch (spec) {
      case "s":
        return typeof value === "bigint"
          ? `${value}n`
          : typeof value === "object" && value !== null
            ? inspect(value, { depth: 1 })
            : String(value);
      case "d":
        return typeof value === "bigint" ? `${value}n` : typeof value === "object" ? "NaN" : String(Number(value));
      case "i":
        return typeof value === "bigint"
          ? `${value}n`
          : typeof value === "object"
            ? "NaN"
            : String(parseInt(String(value), 10));
      case "f":
        return typeof value === "symbol" ? "NaN" : String(parseFloat(String(value)));
      case "j":
        try {
          return JSON.stringify(value) ?? "undefined";
        } catch {
          return "[Circular]";
        }
      case "o":
      case "O":
        return inspect(value, { depth: spec === "o" ? 4 : 2 });
      default:
        // %c is CSS in browsers' consoles; Node drops it and its argument.
        return "";
    }
  });
  return [text, ...rest.slice(next).map(plain)].join(" ");
}
