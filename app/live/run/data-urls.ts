import xtermTermcap from "../../../node_modules/@unblessed/core/data/xterm.termcap?url&no-inline";
import fontBold from "../../../node_modules/@unblessed/core/data/fonts/ter-u14b.json?url&no-inline";
import fontNormal from "../../../node_modules/@unblessed/core/data/fonts/ter-u14n.json?url&no-inline";
import linux from "../../../node_modules/@unblessed/core/data/linux?url&no-inline";
import windowsAnsi from "../../../node_modules/@unblessed/core/data/windows-ansi?url&no-inline";
import xterm from "../../../node_modules/@unblessed/core/data/xterm?url&no-inline";
import xterm256 from "../../../node_modules/@unblessed/core/data/xterm-256color?url&no-inline";
import type { DataLoader } from "../runtime/core-data";

/**
 * The package's data files as hashed assets of the build: emitted as files
 * (never inlined into the script), fetched only when a program needs one.
 * The keys are the names in CORE_DATA_FILES.
 */
const URLS: Record<string, string> = {
  xterm,
  "xterm-256color": xterm256,
  linux,
  "windows-ansi": windowsAnsi,
  "xterm.termcap": xtermTermcap,
  "fonts/ter-u14n.json": fontNormal,
  "fonts/ter-u14b.json": fontBold,
};

export const fetchCoreData: DataLoader = async (name) => {
  const url = URLS[name];
  if (!url) throw new Error(`no asset for @unblessed/core data file "${name}"`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`could not load ${name} (${response.status} ${response.statusText})`);
  return new Uint8Array(await response.arrayBuffer());
};
