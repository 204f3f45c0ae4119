import { Buffer } from "buffer/";
import path from "path-browserify";
import { Writable } from "readable-stream";

/**
 * The file system of the browser runtime: a map of absolute paths held in
 * memory. It answers the calls `@unblessed/core` makes (terminfo lookup walks
 * directories with `statSync`/`readdirSync` and reads with `readFileSync`;
 * BigText reads its font; a `log` option writes through `createWriteStream`)
 * and fails the way Node's `fs` does, with `code` set, because core tells
 * "not there" from other failures by catching those errors.
 */
type Entry = { kind: "dir" } | { kind: "file"; data: Uint8Array };

type Callback<T> = (error: NodeJS.ErrnoException | null, value?: T) => void;
type Encoding = BufferEncoding | { encoding?: BufferEncoding | null; flag?: string } | null | undefined;

const MESSAGES = {
  ENOENT: "no such file or directory",
  EISDIR: "illegal operation on a directory",
  ENOTDIR: "not a directory",
  EINVAL: "invalid argument",
  EEXIST: "file already exists",
} as const;

export function fsError(code: keyof typeof MESSAGES, syscall: string, file: string): NodeJS.ErrnoException {
  // Node names the path, except for a `read` (its file descriptor is already open).
  const where = syscall === "read" ? syscall : `${syscall} '${file}'`;
  const error: NodeJS.ErrnoException = new Error(`${code}: ${MESSAGES[code]}, ${where}`);
  error.code = code;
  error.syscall = syscall;
  error.path = file;
  return error;
}

/** What `statSync` returns: the parts of `fs.Stats` a caller asks about. */
export class MemoryStats {
  readonly size: number;
  readonly mtime = new Date(0);
  constructor(private readonly entry: Entry) {
    this.size = entry.kind === "file" ? entry.data.length : 0;
  }
  isFile(): boolean {
    return this.entry.kind === "file";
  }
  isDirectory(): boolean {
    return this.entry.kind === "dir";
  }
  isSymbolicLink(): boolean {
    return false;
  }
  isSocket(): boolean {
    return false;
  }
}

function encodingOf(options: Encoding): BufferEncoding | undefined {
  if (typeof options === "string") return options;
  return options?.encoding ?? undefined;
}

export class MemoryFs {
  private readonly entries = new Map<string, Entry>([["/", { kind: "dir" }]]);

  constructor(private readonly cwd: () => string = () => "/") {}

  private resolve(file: string): string {
    return path.resolve(this.cwd(), String(file));
  }

  /** Adds a file, creating its folders; used to mount data before a program runs. */
  addFile(file: string, data: Uint8Array | string): void {
    const full = this.resolve(file);
    this.mkdirSync(path.dirname(full), { recursive: true });
    this.entries.set(full, { kind: "file", data: typeof data === "string" ? Buffer.from(data, "utf8") : data });
  }

  has(file: string): boolean {
    return this.entries.has(this.resolve(file));
  }

  private entry(file: string, syscall: string): Entry {
    const full = this.resolve(file);
    const found = this.entries.get(full);
    if (!found) throw fsError("ENOENT", syscall, String(file));
    return found;
  }

  statSync = (file: string): MemoryStats => new MemoryStats(this.entry(file, "stat"));

  lstatSync = (file: string): MemoryStats => new MemoryStats(this.entry(file, "lstat"));

  existsSync = (file: string): boolean => this.entries.has(this.resolve(file));

  readdirSync = (dir: string): string[] => {
    const full = this.resolve(dir);
    const found = this.entry(dir, "scandir");
    if (found.kind !== "dir") throw fsError("ENOTDIR", "scandir", String(dir));
    const prefix = full === "/" ? "/" : `${full}/`;
    const names = new Set<string>();
    for (const key of this.entries.keys()) {
      if (key === full || !key.startsWith(prefix)) continue;
      const name = key.slice(prefix.length).split("/")[0];
      if (name) names.add(name);
    }
    return [...names].sort();
  };

  readFileSync = (file: string, options?: Encoding): Buffer | string => {
    const found = this.entry(file, "open");
    if (found.kind === "dir") throw fsError("EISDIR", "read", String(file));
    // A copy, as Node returns: a caller may change the bytes it gets.
    const bytes = Buffer.from(found.data);
    const encoding = encodingOf(options);
    return encoding ? bytes.toString(encoding) : bytes;
  };

  /** Nothing here is a link: EINVAL for an entry, ENOENT otherwise, as on a disk. */
  readlinkSync = (file: string): string => {
    this.entry(file, "readlink");
    throw fsError("EINVAL", "readlink", String(file));
  };

  mkdirSync = (dir: string, options?: { recursive?: boolean }): string | undefined => {
    const full = this.resolve(dir);
    const existing = this.entries.get(full);
    if (existing) {
      if (options?.recursive && existing.kind === "dir") return undefined;
      throw fsError("EEXIST", "mkdir", String(dir));
    }
    const parent = path.dirname(full);
    if (!this.entries.has(parent)) {
      if (!options?.recursive) throw fsError("ENOENT", "mkdir", String(dir));
      this.mkdirSync(parent, { recursive: true });
    } else if (this.entries.get(parent)?.kind !== "dir") {
      throw fsError("ENOTDIR", "mkdir", String(dir));
    }
    this.entries.set(full, { kind: "dir" });
    return full;
  };

  writeFileSync = (file: string, data: Uint8Array | string): void => {
    const full = this.resolve(file);
    if (this.entries.get(path.dirname(full))?.kind !== "dir") throw fsError("ENOENT", "open", String(file));
    if (this.entries.get(full)?.kind === "dir") throw fsError("EISDIR", "open", String(file));
    this.entries.set(full, { kind: "file", data: typeof data === "string" ? Buffer.from(data, "utf8") : data });
  };

  unlinkSync = (file: string): void => {
    const found = this.entry(file, "unlink");
    if (found.kind === "dir") throw fsError("EISDIR", "unlink", String(file));
    this.entries.delete(this.resolve(file));
  };

  /** A stream that appends to a file, for the `log` and `dump` options of Program. */
  createWriteStream = (file: string): Writable => {
    this.writeFileSync(file, "");
    return new Writable({
      write: (chunk: Uint8Array | string, _encoding, done) => {
        const full = this.resolve(file);
        const before = this.entries.get(full);
        const previous = before?.kind === "file" ? before.data : new Uint8Array();
        const added = typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk;
        this.entries.set(full, { kind: "file", data: Buffer.concat([previous, added]) });
        done();
      },
    });
  };

  // Callback forms: answered on a later task, as Node answers them after the call returns.
  stat = (file: string, callback: Callback<MemoryStats>): void => later(() => this.statSync(file), callback);
  readdir = (dir: string, callback: Callback<string[]>): void => later(() => this.readdirSync(dir), callback);
  readFile = (file: string, options: Encoding | Callback<Buffer | string>, callback?: Callback<Buffer | string>) => {
    const done = typeof options === "function" ? options : callback;
    const encoding = typeof options === "function" ? undefined : options;
    if (done) later(() => this.readFileSync(file, encoding), done);
  };
  writeFile = (file: string, data: Uint8Array | string, callback: Callback<void>): void =>
    later(() => this.writeFileSync(file, data), callback);
  unlink = (file: string, callback: Callback<void>): void => later(() => this.unlinkSync(file), callback);
}

function later<T>(run: () => T, callback: Callback<T>): void {
  queueMicrotask(() => {
    let value: T;
    try {
      value = run();
    } catch (error) {
      callback(error as NodeJS.ErrnoException);
      return;
    }
    callback(null, value);
  });
}
