/**
 * React Router's hydration data is a turbo-stream: its first line is a JSON
 * array of every value of the data, each string once. Blanking the given
 * strings there keeps every index, so the data decodes to the same shape with
 * "" in their place. Later lines (resolved promises) pass through untouched.
 */
export function blankStringsInHandoff(
  stream: ReadableStream<Uint8Array>,
  blank: ReadonlySet<string>,
): ReadableStream<Uint8Array> {
  if (blank.size === 0) return stream;
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let head: string | undefined = "";
  return stream.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const text = decoder.decode(chunk, { stream: true });
        if (head === undefined) {
          if (text) controller.enqueue(encoder.encode(text));
          return;
        }
        head += text;
        const newline = head.indexOf("\n");
        if (newline < 0) return;
        controller.enqueue(encoder.encode(`${blankLine(head.slice(0, newline), blank)}\n${head.slice(newline + 1)}`));
        head = undefined;
      },
      flush(controller) {
        const rest = (head === undefined ? "" : blankLine(head, blank)) + decoder.decode();
        if (rest) controller.enqueue(encoder.encode(rest));
      },
    }),
  );
}

function blankLine(line: string, blank: ReadonlySet<string>): string {
  const values: unknown = JSON.parse(line);
  // A bare number is a constant (undefined, null...): nothing to blank.
  if (!Array.isArray(values)) return line;
  return JSON.stringify(values.map((value) => (typeof value === "string" && blank.has(value) ? "" : value)));
}
