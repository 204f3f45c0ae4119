/**
 * Validates a page's frontmatter. Wrong types fail the build with the file and
 * the field named, because a silently ignored `sidebar_position: "2"` is the
 * kind of bug nobody notices until the sidebar is in the wrong order.
 */
export interface DocFrontmatter {
  title: string;
  description: string;
  sidebar_label?: string;
  sidebar_position?: number;
  hide_table_of_contents?: boolean;
}

type FieldType = "string" | "number" | "boolean";

const FIELDS: Record<keyof DocFrontmatter, { type: FieldType; required: boolean }> = {
  title: { type: "string", required: true },
  description: { type: "string", required: true },
  sidebar_label: { type: "string", required: false },
  sidebar_position: { type: "number", required: false },
  hide_table_of_contents: { type: "boolean", required: false },
};

export class FrontmatterError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    detail: string,
  ) {
    super(`${file}: frontmatter field "${field}" ${detail}`);
    this.name = "FrontmatterError";
  }
}

export function validateFrontmatter(file: string, data: Record<string, unknown>): DocFrontmatter {
  for (const [field, rule] of Object.entries(FIELDS)) {
    const value = data[field];
    if (value === undefined || value === null) {
      if (rule.required) throw new FrontmatterError(file, field, `is required (a ${rule.type})`);
      continue;
    }
    if (typeof value !== rule.type || (rule.type === "number" && !Number.isFinite(value))) {
      throw new FrontmatterError(file, field, `must be a ${rule.type}, got ${describe(value)}`);
    }
    if (rule.type === "string" && rule.required && (value as string).trim() === "") {
      throw new FrontmatterError(file, field, "must not be empty");
    }
  }
  // Unknown fields are allowed: authors may keep notes for tools we don't run.
  return data as unknown as DocFrontmatter;
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return "an array";
  if (value instanceof Date) return "a date (quote it to make it a string)";
  return `${typeof value} ${JSON.stringify(value)}`;
}
