import path from "node:path";

/** What esbuild reports for each failure (the subset we read). */
interface EsbuildMessage {
  text: string;
  location?: { file: string; line: number; column: number; lineText?: string } | null;
}

/**
 * An MDX compile failure with the file, line and column up front, so that the
 * dev terminal and the crash screen both point straight at the mistake.
 */
export class MdxCompileError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | undefined,
    readonly column: number | undefined,
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    const where = line === undefined ? file : `${file}:${line}:${column ?? 1}`;
    super(`MDX error in ${where}: ${reason}`, options);
    this.name = "MdxCompileError";
  }
}

export function toMdxCompileError(error: unknown, file: string): MdxCompileError {
  const relative = path.relative(process.cwd(), file);
  const messages = (error as { errors?: EsbuildMessage[] } | null)?.errors;
  const first = messages?.find((message) => message.location) ?? messages?.[0];
  if (first) {
    // esbuild columns are 0-based; editors count from 1.
    const column = first.location ? first.location.column + 1 : undefined;
    return new MdxCompileError(relative, first.location?.line, column, cleanReason(first.text), { cause: error });
  }
  const reason = error instanceof Error ? error.message : String(error);
  return new MdxCompileError(relative, undefined, undefined, reason, { cause: error });
}

function cleanReason(text: string): string {
  // @mdx-js/esbuild wraps the reason in its own preamble and location; we
  // already print ours.
  return (
    text
      .replace(/^Cannot process MDX file with esbuild:\s*/, "")
      // A plugin's message may also carry mdx-bundler's temporary entry path.
      .replace(/^(?:\S*\.mdx:)?\d+:\d+(-\d+:\d+)?:\s*/, "")
      .trim()
  );
}
