import type {
  ApiMember,
  ApiOption,
  ApiOptionsTable,
  ApiPageData,
  ApiParameter,
  ApiSignature,
  Block,
  DeclarationPageData,
  DocComment,
  Inline,
  TypeTokens,
} from "../../../contracts/api-model";
import { INTERNAL_MEMBERS_NOTE, memberSections } from "../../../contracts/api-member-sections";
import { apiHref } from "../../../contracts/api-paths";
import { defaultDisagrees, docSays, docWrong, optionCorrection } from "../../../contracts/api-options";
import { absoluteUrl } from "../../content-pipeline/.server/markdown/guide-markdown";

/**
 * An API page as Markdown, from the same model the page renders: the
 * declaration, its doc comment, and every member with its signatures,
 * parameters and where it comes from. Types are printed as code; links to
 * other symbols become absolute URLs after the code span.
 */
export function apiPageToMarkdown(page: ApiPageData): string {
  const out: string[] = [`# ${page.title}`];
  if (page.summary) out.push(`> ${page.summary}`);
  if (page.kind !== "index" && page.module) out.push(`Module: \`${page.module}\` · Kind: ${page.kind}`);
  if (page.doc) out.push(...docComment(page.doc));

  switch (page.kind) {
    case "index":
      for (const section of page.sections) {
        out.push(`## ${section.title}`);
        out.push(
          section.modules
            .map(
              (m) =>
                `- [${m.title}](${absoluteUrl(apiHref(m.slug, undefined, page.base))})${m.summary ? `: ${m.summary}` : ""}`,
            )
            .join("\n"),
        );
      }
      break;
    case "module":
      out.push("## Exports");
      out.push(
        page.entries
          .map(
            (e) =>
              `- [${e.name}](${absoluteUrl(apiHref(e.slug, undefined, page.base))}) (${e.kind})${e.summary ? `: ${e.summary}` : ""}`,
          )
          .join("\n"),
      );
      break;
    default:
      out.push(...declaration(page));
  }
  return `${out.filter(Boolean).join("\n\n")}\n`;
}

function declaration(page: DeclarationPageData): string[] {
  const out: string[] = [];
  if (page.options) out.push(...optionsTable(page.options, page.name));
  if (page.type) out.push("```ts\n" + `type ${page.name} = ${tokens(page.type)}` + "\n```");
  for (const signature of page.signatures ?? []) out.push(...signatureBlock(signature));
  const parents = page.hierarchy?.parents.map((p) => tokens(p.type)) ?? [];
  if (parents.length) out.push(`Extends: ${parents.map((p) => `\`${p}\``).join(", ")}`);
  const implemented = page.hierarchy?.implements.map(tokens) ?? [];
  if (implemented.length) out.push(`Implements: ${implemented.map((p) => `\`${p}\``).join(", ")}`);
  // The same split as the page (contracts/api-member-sections.ts): own, inherited by class, internal.
  const sections = memberSections(page.groups ?? [], page.hierarchy?.parents);
  for (const group of sections.own) {
    out.push(`## ${group.title}`);
    for (const member of group.members) out.push(...memberBlock(member));
  }
  if (sections.inherited.length > 0) out.push("## Inherited members");
  for (const section of sections.inherited) {
    const owner = section.owner.href
      ? `[${section.owner.name}](${absoluteUrl(section.owner.href)})`
      : section.owner.name;
    out.push(`### From ${owner} (${section.count})`);
    for (const group of section.groups) {
      for (const member of group.members) out.push(...memberBlock({ ...member, inheritedFrom: undefined }, "####"));
    }
  }
  if (sections.internalCount > 0) {
    out.push(`## Internal members (${sections.internalCount})`, INTERNAL_MEMBERS_NOTE);
    for (const group of sections.internal) for (const member of group.members) out.push(...memberBlock(member, "###"));
  }
  return out;
}

/** The page's Options table, with the same columns and default wording. */
function optionsTable(table: ApiOptionsTable, className: string): string[] {
  const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");
  const defaultOf = (o: ApiOption) => {
    const shown = !table.probed
      ? (o.declaredDefault ?? "—")
      : o.readerDefault
        ? o.readerDefault.says
        : o.applied == null
          ? "—"
          : `\`${o.applied}\``;
    const judged = defaultDisagrees(o) || o.readerDefault?.docIs !== undefined;
    const doc =
      o.declaredDefault !== undefined && table.probed && judged
        ? ` (doc says${docWrong(o) ? ", wrongly," : ", rightly,"} \`${o.declaredDefault}\`)`
        : "";
    return shown + doc;
  };
  const rows = table.options.map((o) => {
    const guide = o.guide ? ` [${o.guide.label}](${absoluteUrl(o.guide.href)})` : "";
    const correction = optionCorrection(o);
    const does = correction ? `**${correction.label}** ${correction.fact}${docSays(o.summary)}` : (o.summary ?? "");
    return `| \`${o.name}\` | \`${cell(tokens(o.type))}\` | ${cell(defaultOf(o))} | ${cell(does)}${guide} |`;
  });
  return [
    "## Options",
    `What \`new ${className}({…})\` accepts (${table.interfaceName} and what it inherits).${table.probed ? " A default says what the widget does when the option is left out, found by running it." : " Defaults are those the doc comments declare."}`,
    ["| Option | Type | Default | What it does |", "| --- | --- | --- | --- |", ...rows].join("\n"),
  ];
}

function memberBlock(member: ApiMember, heading = "###"): string[] {
  const out = [`${heading} ${member.name}${member.flags?.length ? ` (${member.flags.join(", ")})` : ""}`];
  const origin = member.inheritedFrom
    ? `Inherited from ${member.inheritedFrom.name}.`
    : member.overrides
      ? `Overrides ${member.overrides.name}.`
      : member.implementationOf
        ? `Implements ${member.implementationOf.name}.`
        : "";
  if (origin) out.push(origin);
  if (member.type) out.push("```ts\n" + `${member.name}: ${tokens(member.type)}` + "\n```");
  if (member.doc) out.push(...docComment(member.doc));
  for (const signature of member.signatures ?? []) out.push(...signatureBlock(signature));
  return out;
}

function signatureBlock(signature: ApiSignature): string[] {
  const out = ["```ts\n" + tokens(signature.header) + "\n```"];
  if (signature.doc) out.push(...docComment(signature.doc, { skipReturns: true }));
  if (signature.parameters.length) out.push(["Parameters:", ...signature.parameters.map(parameter)].join("\n"));
  if (signature.returns) {
    const doc = signature.doc?.returns ? ` — ${inlineBlocks(signature.doc.returns)}` : "";
    out.push(`Returns: \`${tokens(signature.returns)}\`${doc}`);
  }
  return out;
}

function parameter(p: ApiParameter): string {
  const name = `${p.rest ? "..." : ""}${p.name}${p.optional ? "?" : ""}`;
  const fallback = p.defaultValue ? ` (default \`${p.defaultValue}\`)` : "";
  const doc = p.doc?.length ? ` — ${inlineBlocks(p.doc)}` : "";
  return `- \`${name}: ${tokens(p.type)}\`${fallback}${doc}`;
}

function docComment(doc: DocComment, options: { skipReturns?: boolean } = {}): string[] {
  const out = [...doc.summary.map(block)];
  if (doc.deprecated) out.push(labelled("**Deprecated.**", doc.deprecated));
  if (doc.remarks) out.push(...doc.remarks.map(block));
  if (doc.defaultValue) out.push(labelled("Default:", doc.defaultValue));
  if (doc.returns && !options.skipReturns) out.push(labelled("Returns:", doc.returns));
  if (doc.throws) out.push(labelled("Throws:", doc.throws));
  for (const example of doc.examples ?? []) {
    out.push(`Example${example.title ? `: ${example.title}` : ""}`, ...example.body.map(block));
    if (example.note) out.push(`Ours, not the doc comment's: ${example.note}`);
  }
  if (doc.see) out.push(labelled("See:", doc.see));
  for (const tag of doc.tags ?? []) out.push(labelled(`@${tag.tag}:`, tag.body));
  if (doc.modifiers?.length) out.push(`Modifiers: ${doc.modifiers.map((m) => `@${m}`).join(" ")}`);
  return out;
}

function block(b: Block): string {
  switch (b.t) {
    case "p":
      return inline(b.c);
    case "code":
      return "```" + b.lang + "\n" + b.code.replace(/\n+$/, "") + "\n```";
    case "list":
      return b.items
        .map((item, i) => `${b.ordered ? `${i + 1}.` : "-"} ${item.map(block).join("\n\n").replace(/\n/g, "\n  ")}`)
        .join("\n");
  }
}

/** A label and its blocks: on one line, or above them when they hold a list or code. */
function labelled(label: string, blocks: Block[]): string {
  if (blocks.some((b) => b.t !== "p")) return `${label}\n\n${blocks.map(block).join("\n\n")}`;
  return `${label} ${inlineBlocks(blocks)}`;
}

/** Blocks that stand after a dash on one line: paragraphs joined, code kept inline. */
function inlineBlocks(blocks: Block[]): string {
  return blocks.map((b) => (b.t === "code" ? `\`${b.code.trim()}\`` : block(b))).join(" ");
}

function inline(nodes: Inline[]): string {
  return nodes
    .map((n) => {
      switch (n.t) {
        case "text":
          return n.v;
        case "code":
          return `\`${n.v}\``;
        case "strong":
          return `**${inline(n.c)}**`;
        case "em":
          return `*${inline(n.c)}*`;
        case "br":
          return "\n";
        case "link": {
          const label = inline(n.c);
          return `[${n.code ? `\`${label}\`` : label}](${absoluteUrl(n.href)})`;
        }
      }
    })
    .join("");
}

function tokens(type: TypeTokens): string {
  return type.map((token) => (typeof token === "string" ? token : token[0])).join("");
}
