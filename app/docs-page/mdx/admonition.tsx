import type { ReactNode } from "react";

const STYLES = {
  note: { label: "Note", className: "border-sky-500/60 bg-sky-500/5", icon: "ℹ" },
  info: { label: "Info", className: "border-cyan-500/60 bg-cyan-500/5", icon: "ℹ" },
  tip: { label: "Tip", className: "border-accent/70 bg-accent/5", icon: "✦" },
  warning: { label: "Warning", className: "border-amber-500/70 bg-amber-500/5", icon: "!" },
  danger: { label: "Danger", className: "border-red-500/70 bg-red-500/5", icon: "‼" },
} as const;

export type AdmonitionKind = keyof typeof STYLES;

export function Admonition({ type, title, children }: { type: string; title?: string; children?: ReactNode }) {
  const style = STYLES[(type in STYLES ? type : "note") as AdmonitionKind];
  return (
    <aside
      className={`admonition my-5 rounded-md border-l-4 px-4 py-3 ${style.className}`}
      aria-label={title ?? style.label}
    >
      <p className="mb-1 flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-ink">
        <span aria-hidden="true">{style.icon}</span>
        {title ?? style.label}
      </p>
      <div className="admonition-body text-[0.95rem]">{children}</div>
    </aside>
  );
}
