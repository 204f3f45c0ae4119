/**
 * Runs TypeDoc through its Node API on one declaration file and returns the
 * serialised JSON project. This module and type-of-member.ts (which adds one
 * field to the JSON) are the only ones that touch TypeDoc's runtime model;
 * everything downstream works on the stable JSON schema.
 */
import path from "node:path";
import { Application, JSONOutput, LogLevel, normalizePath, OptionDefaults, type TypeDocOptions } from "typedoc";
import { recordTypeOfMember } from "./type-of-member";

/** The JSON schema version the normaliser was written against. */
export const EXPECTED_SCHEMA_VERSION = "2.0";

export interface ConvertOptions {
  /** Absolute or cwd-relative path of the `.d.ts` entry point. */
  entryPoint: string;
  /** TypeDoc log level; tests pass "Error" to keep output quiet. */
  logLevel?: keyof typeof LogLevel;
}

/**
 * Block tags the library uses beyond TypeDoc's defaults. `@fires` documents
 * the events a widget emits; without registering it TypeDoc would warn and
 * fold the text into the previous tag.
 */
const EXTRA_BLOCK_TAGS = ["@fires"] as const;

function typedocOptions(entryPoint: string, logLevel: keyof typeof LogLevel): TypeDocOptions {
  return {
    entryPoints: [path.resolve(entryPoint)],
    // The entry itself lives under node_modules, so the default
    // externalPattern (any node_modules path) would mark every symbol external
    // and excludeExternals would then drop all of them. Only Node's and
    // TypeScript's own lib types are external for our purposes.
    excludeExternals: true,
    externalPattern: ["**/node_modules/@types/**", "**/node_modules/typescript/lib/**"],
    // No project README: the index page is built from the modules instead.
    readme: "none",
    // The published .d.ts has one genuine error (TS2425: Log redefines
    // ScrollableText.scroll as a property). It does not affect documentation.
    skipErrorChecking: true,
    // Don't read a tsconfig.json from the site: the declaration file needs
    // nothing but Node's types, and the site's config targets app code.
    compilerOptions: {
      strict: true,
      skipLibCheck: true,
      types: ["node"],
      module: "nodenext",
      moduleResolution: "nodenext",
      target: "es2022",
    },
    blockTags: [...OptionDefaults.blockTags, ...EXTRA_BLOCK_TAGS],
    excludePrivate: true,
    excludeProtected: false,
    excludeInternal: false,
    // We render nothing with TypeDoc, so don't let it validate links to the
    // (many) symbols that the release references but does not export.
    validation: {
      notExported: false,
      invalidLink: false,
      rewrittenLink: false,
      notDocumented: false,
      unusedMergeModuleWith: false,
      invalidPath: false,
    },
    // Source links point at the published package (contracts/source-links.ts), built from
    // each reflection's file and line. TypeDoc's own git lookup would only warn that a clone
    // without an "origin" remote has no links, on every run.
    disableGit: true,
    sourceLinkTemplate: "{path}#L{line}",
    logLevel,
  };
}

/** Convert the entry point and return TypeDoc's JSON project. */
export async function convertToJson(options: ConvertOptions): Promise<JSONOutput.ProjectReflection> {
  const app = await Application.bootstrapWithPlugins(
    typedocOptions(options.entryPoint, options.logLevel ?? "Warn"),
    [],
  );
  recordTypeOfMember(app);
  const project = await app.convert();
  if (!project) {
    throw new Error(`TypeDoc failed to convert ${options.entryPoint}; see the messages above.`);
  }
  const json = app.serializer.projectToObject(project, normalizePath(process.cwd()));
  assertSchemaVersion(json.schemaVersion);
  return json;
}

/**
 * The normaliser relies on the shape of TypeDoc's JSON. A TypeDoc upgrade that
 * changes the schema must fail the build loudly rather than produce a
 * half-empty reference.
 */
export function assertSchemaVersion(actual: string): void {
  if (actual !== EXPECTED_SCHEMA_VERSION) {
    throw new Error(
      `TypeDoc JSON schema ${actual} is not the expected ${EXPECTED_SCHEMA_VERSION}. ` +
        "Review build-scripts/api/normalise/ against the new schema, then update EXPECTED_SCHEMA_VERSION.",
    );
  }
}
