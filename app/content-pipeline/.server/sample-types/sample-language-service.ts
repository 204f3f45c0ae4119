/**
 * The compiler's view of the samples: one TypeScript language service per
 * process, over every sample it is asked about at once, resolving
 * `@unblessed/*` from the repository's node_modules exactly as the samples'
 * type-check does. Each sample is a file of its own that exists only in
 * memory, under .cache/ so that module resolution starts inside the
 * repository.
 */
import { createHash } from "node:crypto";
import path from "node:path";
import ts from "typescript";
import { SAMPLE_COMPILER_OPTIONS } from "./compiler-options";
import { NameTargets } from "./name-target";
import type { SampleName } from "./sample-name";

export interface TypedSampleSource {
  lang: string;
  code: string;
}

const EXTENSIONS: Readonly<Record<string, string>> = { ts: ".ts", tsx: ".tsx", js: ".js" };

// `export {}` makes every sample a module of its own, so two samples may both declare `const screen`.
const MODULE_TAIL = "\nexport {};\n";

interface ServiceState {
  service: ts.LanguageService;
  files: Map<string, string>;
  /** Raised whenever `files` changes: the one version of every file. */
  version: { value: number };
}

let state: ServiceState | undefined;

function languageService(): ServiceState {
  if (state) return state;
  const { options, errors } = ts.convertCompilerOptionsFromJson(SAMPLE_COMPILER_OPTIONS, process.cwd());
  if (errors.length > 0) throw new Error(ts.flattenDiagnosticMessageText(errors[0]?.messageText, "\n"));
  const files = new Map<string, string>();
  const version = { value: 0 };
  const host: ts.LanguageServiceHost = {
    getScriptFileNames: () => [...files.keys()],
    // One version for the whole set: the service skips comparing every file on every question.
    getProjectVersion: () => String(version.value),
    getScriptVersion: (file) => (files.has(file) ? String(version.value) : "0"),
    getScriptSnapshot: (file) => {
      const text = files.get(file) ?? ts.sys.readFile(file);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => process.cwd(),
    getCompilationSettings: () => options,
    getDefaultLibFileName: (compilerOptions) => ts.getDefaultLibFilePath(compilerOptions),
    fileExists: (file) => files.has(file) || ts.sys.fileExists(file),
    readFile: (file) => files.get(file) ?? ts.sys.readFile(file),
    readDirectory: (...args) => ts.sys.readDirectory(...args),
    directoryExists: (dir) => ts.sys.directoryExists(dir),
    getDirectories: (dir) => ts.sys.getDirectories(dir),
  };
  state = { service: ts.createLanguageService(host, ts.createDocumentRegistry()), files, version };
  return state;
}

function virtualFileName(sample: TypedSampleSource): string {
  const hash = createHash("sha256").update(sample.lang).update("\0").update(sample.code).digest("hex").slice(0, 16);
  return path.resolve(".cache", "sample-types", "virtual", `sample-${hash}${EXTENSIONS[sample.lang] ?? ".ts"}`);
}

/** The described names of each sample, in the order given: one program for the whole batch. */
export function describeSamples(samples: readonly TypedSampleSource[]): SampleName[][] {
  if (samples.length === 0) return [];
  const current = languageService();
  const names = samples.map(virtualFileName);
  // The batch replaces the last one: what stays the same (the libraries' declarations) the service reuses.
  current.files.clear();
  samples.forEach((sample, i) => current.files.set(names[i] ?? "", `${sample.code}${MODULE_TAIL}`));
  current.version.value += 1;
  const program = current.service.getProgram();
  if (!program) throw new Error("The TypeScript language service made no program for the samples.");
  const targets = new NameTargets(program.getTypeChecker());
  return samples.map((sample, i) => {
    const fileName = names[i] ?? "";
    const file = program.getSourceFile(fileName);
    if (!file) throw new Error(`The samples' program lost ${fileName}.`);
    return namesOf(file, sample.code.length, targets, current.service);
  });
}

function namesOf(file: ts.SourceFile, codeLength: number, targets: NameTargets, service: ts.LanguageService) {
  const found: SampleName[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) {
      const start = node.getStart(file);
      const end = node.getEnd();
      const origin = end <= codeLength ? targets.originOf(node, file) : undefined;
      const quickInfo = origin && service.getQuickInfoAtPosition(file.fileName, start);
      if (origin && quickInfo) {
        found.push({
          start,
          end,
          info: {
            display: ts.displayPartsToString(quickInfo.displayParts),
            documentation: ts.displayPartsToString(quickInfo.documentation),
            ...(origin.kind === "library" ? { target: origin.target } : {}),
          },
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
