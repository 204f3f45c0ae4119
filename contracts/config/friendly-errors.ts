/**
 * Turns a failed schema check into a message an author can act on without
 * opening the schema: the file, the key path, what is wrong with the value
 * found there, and the closest valid values or keys.
 */
import type { z } from "zod";
import { closestList } from "./schema";

type Issue = z.core.$ZodIssue;
type PathKey = PropertyKey;

export class ConfigError extends Error {
  constructor(
    /** What was checked: "site configuration", "frontmatter", "sidebars", "search configuration". */
    readonly what: string,
    /** Where it is: a repo-relative file, or "the build environment". */
    readonly file: string,
    /** One line per problem: `key.path: what is wrong`. */
    readonly problems: string[],
  ) {
    super(`Invalid ${what} in ${file}:\n${problems.map((line) => `  ${line}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Parses `value`, returning the typed result or throwing a ConfigError that names `file`. */
export function parseWithFriendlyErrors<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  what: string,
  file: string,
): z.infer<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new ConfigError(what, file, friendlyProblems(result.error.issues, value));
}

export function friendlyProblems(issues: readonly Issue[], root: unknown, prefix: readonly PathKey[] = []): string[] {
  return issues.flatMap((issue) => problemLines(issue, root, [...prefix, ...issue.path]));
}

function problemLines(issue: Issue, root: unknown, path: PathKey[]): string[] {
  const found = valueAt(root, path);
  switch (issue.code) {
    case "unrecognized_keys": {
      // The schema's message has one line per key, in the order of `issue.keys`.
      const lines = issue.message.split("\n");
      return issue.keys.map((key, index) => line([...path, key], lines[index] ?? "unknown key"));
    }
    case "invalid_type":
      return [
        line(
          path,
          found === undefined
            ? `is required (${article(issue.expected)})`
            : `must be ${article(issue.expected)}, got ${describe(found)}`,
        ),
      ];
    case "invalid_value": {
      const valid = issue.values.map(String);
      return [line(path, mustBeOneOf(valid, found))];
    }
    case "invalid_union": {
      if (issue.discriminator && "options" in issue) {
        return [line(path, mustBeOneOf((issue.options ?? []).map(String), found))];
      }
      // string | object unions: report the branch the value was meant for (the one that got past its type).
      const meant = issue.errors.filter(
        (branch) => !(branch.length === 1 && branch[0]?.code === "invalid_type" && branch[0].path.length === 0),
      );
      if (meant.length === 1 && meant[0]) return friendlyProblems(meant[0], root, path);
      return [line(path, `has an unexpected shape: ${describe(found)}`)];
    }
    case "invalid_format":
    case "too_small":
    case "too_big":
      return [line(path, `${issue.message}, got ${describe(found)}`)];
    default:
      return [line(path, issue.message)];
  }
}

function mustBeOneOf(valid: readonly string[], found: unknown): string {
  if (found === undefined) return `is required; valid values: ${valid.map((v) => JSON.stringify(v)).join(", ")}`;
  const got = typeof found === "string" ? found : String(found);
  return `got ${describe(found)}; closest valid values: ${closestList(got, valid, 3)}`;
}

function line(path: readonly PathKey[], message: string): string {
  return path.length ? `${formatPath(path)}: ${message}` : message;
}

/** `navbar.items[1].to`: the way the key is written in the config file. */
export function formatPath(path: readonly PathKey[]): string {
  return path
    .map((key, index) => (typeof key === "number" ? `[${key}]` : index === 0 ? String(key) : `.${String(key)}`))
    .join("");
}

function valueAt(root: unknown, path: readonly PathKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return value.length === 1 ? "an array of 1 item" : `an array of ${value.length} items`;
  // YAML turns an unquoted 2024-01-01 into a date.
  if (value instanceof Date) return "a date (quote it to make it a string)";
  if (value === null) return "null";
  if (typeof value === "object") return "an object";
  return `${typeof value} ${JSON.stringify(value)}`;
}
