/** A declaration's documentation: summary and every supported block tag. */
import { SampleOutput } from "../../common/sample-output";
import type { ReactNode } from "react";
import type { Block, DocComment } from "../../../contracts/api-model";
import { Blocks } from "./doc-blocks";
import { FlagBadge } from "./kind-badge";

interface Props {
  doc: DocComment | undefined;
  /** Skip @returns when the signature renders it next to the return type. */
  omitReturns?: boolean;
  /** Render examples under their own h2 (declaration pages) rather than inline. */
  examplesId?: string;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <p className="api-l">{title}</p>
      {children}
    </div>
  );
}

function hasContent(blocks: Block[] | undefined): blocks is Block[] {
  return blocks !== undefined && blocks.length > 0;
}

export function DocCommentView({ doc, omitReturns = false, examplesId }: Props) {
  if (!doc) return null;
  return (
    <div className="api-doc">
      {doc.deprecated && (
        <div
          className="my-3 rounded-md border border-amber-700/60 bg-amber-950/30 px-3 py-2 text-amber-200"
          role="note"
        >
          <strong className="font-semibold">Deprecated.</strong> <Blocks blocks={doc.deprecated} />
        </div>
      )}
      {doc.modifiers && (
        <p className="my-1">
          {doc.modifiers.map((m) => (
            <FlagBadge key={m} flag={m} />
          ))}
        </p>
      )}
      <Blocks blocks={doc.summary} />
      {hasContent(doc.remarks) && <Blocks blocks={doc.remarks} />}
      {hasContent(doc.defaultValue) && (
        <Section title="Default">
          <Blocks blocks={doc.defaultValue} />
        </Section>
      )}
      {!omitReturns && hasContent(doc.returns) && (
        <Section title="Returns">
          <Blocks blocks={doc.returns} />
        </Section>
      )}
      {hasContent(doc.throws) && (
        <Section title="Throws">
          <Blocks blocks={doc.throws} />
        </Section>
      )}
      {hasContent(doc.see) && (
        <Section title="See also">
          <Blocks blocks={doc.see} />
        </Section>
      )}
      {(doc.tags ?? []).map((tag, i) => (
        <Section key={i} title={tag.tag}>
          <Blocks blocks={tag.body} />
        </Section>
      ))}
      {doc.examples && (
        <div className="my-3">
          {examplesId ? (
            <h2 id={examplesId}>Examples</h2>
          ) : (
            <p className="api-l">{doc.examples.length > 1 ? "Examples" : "Example"}</p>
          )}
          {doc.examples.map((example, i) => (
            <figure key={i} className="my-3">
              {example.title && (
                <figcaption className="mb-1 text-sm font-medium text-zinc-300">{example.title}</figcaption>
              )}
              <Blocks blocks={example.body} />
              {example.note && (
                <p className="api-rel">
                  {"Ours, not the doc comment's: "}
                  {example.note.split(/`([^`]+)`/).map((part, j) => (j % 2 === 1 ? <code key={j}>{part}</code> : part))}
                </p>
              )}
              {example.frames && <SampleOutput frames={example.frames} />}
            </figure>
          ))}
        </div>
      )}
    </div>
  );
}
