import type { Finding } from "./types";

/** Errors first, grouped by rule, one finding per line so the report greps well. */
export function formatReport(findings: readonly Finding[]): string {
  const lines: string[] = [];
  for (const severity of ["error", "warning"] as const) {
    const group = findings.filter((finding) => finding.severity === severity);
    if (!group.length) continue;
    lines.push(`${group.length} ${severity}${group.length === 1 ? "" : "s"}:`);
    for (const finding of [...group].sort((a, b) => a.rule.localeCompare(b.rule) || a.message.localeCompare(b.message)))
      lines.push(`  [${finding.rule}] ${finding.message}`);
  }
  return lines.join("\n");
}
