/** A small coloured label naming the kind of a page or entry. */
import { apiKindLabel, type ApiPageKind } from "../../../contracts/api-kinds";

// The index page is "Reference" here; elsewhere the kind names are shared with search results.
const label = (kind: ApiPageKind) => (kind === "index" ? "Reference" : apiKindLabel(kind));

const COLOR: Record<ApiPageKind, string> = {
  index: "border-zinc-600 text-zinc-300",
  module: "border-zinc-600 text-zinc-300",
  class: "border-emerald-600/70 text-emerald-300",
  interface: "border-sky-600/70 text-sky-300",
  function: "border-violet-500/70 text-violet-300",
  typeAlias: "border-amber-600/70 text-amber-300",
  variable: "border-rose-600/70 text-rose-300",
};

export function KindBadge({ kind }: { kind: ApiPageKind }) {
  return (
    <span
      className={`inline-block rounded border px-1.5 py-0.5 align-middle font-sans text-[11px] font-medium tracking-wide uppercase ${COLOR[kind]}`}
      data-kind={kind}
    >
      {label(kind)}
    </span>
  );
}

export function FlagBadge({ flag }: { flag: string }) {
  return <span className="api-flag">{flag}</span>;
}
