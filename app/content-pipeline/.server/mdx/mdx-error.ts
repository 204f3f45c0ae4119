import path from "node:path";

/** What esbuild reports for each failure (the subset we read). */
interface EsbuildMessage {
  text: string;
  location?: { file: string; line: number; column: number; lineText?: string } | null;
}

/** What remark (a VFileMessage) and js-yaml (a YAMLException) put on their errors (the subset we read). */
interface PositionedError {
  reason?: string;
  line?: number;
  column?: number;
  mark?: { line: number; column: number };
}

/**
 * An MDX compile failure with the file, line and column up front, so that the
 * dev terminal, the crash screen and the build log all point straight at the
 * mistake. Lines and columns count from 1 and from the top of the file,
 * frontmatter included.
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

type Position = { line: number | undefined; column: number | undefined };

/**
 * An unclosed tag is detected where its parent ends: the end of the paragraph
 * (column 1 of it, for an inline tag) or of the document (reported at 0:0 or
 * 1:1). The message names where the tag was opened, which is where the
 * mistake is: use that.
 */
function openingTagPosition(reason: string): Position | undefined {
  const match = /^Expected a closing tag for `<[^`]*>` \((\d+):(\d+)/.exec(reason);
  return match ? { line: Number(match[1]), column: Number(match[2]) } : undefined;
}

/**
 * Turns what mdx-bundler (esbuild messages), remark (a VFileMessage) or
 * gray-matter (a YAMLException) threw into one MdxCompileError. Each of them
 * parsed the whole file, or the body with the frontmatter's lines kept
 * (../content/page-source.ts), so their lines are the file's.
 */
export function toMdxCompileError(error: unknown, file: string): MdxCompileError {
  const relative = path.relative(process.cwd(), file);
  if (error instanceof MdxCompileError) return error;
  const messages = (error as { errors?: EsbuildMessage[] } | null)?.errors;
  const first = messages?.find((message) => message.location) ?? messages?.[0];
  const positioned = (error ?? {}) as PositionedError;
  let reason: string;
  let at: Position;
  if (first) {
    reason = cleanReason(first.text);
    // esbuild columns are 0-based; editors count from 1. Line 0 means "no position".
    at = first.location?.line
      ? { line: first.location.line, column: first.location.column + 1 }
      : { line: undefined, column: undefined };
  } else if (positioned.mark) {
    // js-yaml counts from 0 within the frontmatter, which starts after the opening `---` line.
    reason = (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";
    at = { line: positioned.mark.line + 1, column: positioned.mark.column + 1 };
  } else if (typeof positioned.reason === "string") {
    reason = positioned.reason;
    at = { line: positioned.line, column: positioned.column };
  } else {
    reason = error instanceof Error ? error.message : String(error);
    at = { line: undefined, column: undefined };
  }
  const opening = openingTagPosition(reason);
  if (opening) at = opening;
  return new MdxCompileError(relative, at.line, at.line === undefined ? undefined : at.column, reason, {
    cause: error,
  });
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
