/** Renders parsed doc-comment blocks and inline nodes as React elements. */
import type { Block, Inline } from "../../../contracts/api-model";
import { SmartLink } from "./smart-link";

export function Inlines({ nodes }: { nodes: readonly Inline[] }) {
  return (
    <>
      {nodes.map((node, i) => {
        switch (node.t) {
          case "text":
            return node.v;
          case "code":
            return (
              <code key={i} className="api-c">
                {node.v}
              </code>
            );
          case "strong":
            return (
              <strong key={i}>
                <Inlines nodes={node.c} />
              </strong>
            );
          case "em":
            return (
              <em key={i}>
                <Inlines nodes={node.c} />
              </em>
            );
          case "br":
            return <br key={i} />;
          case "link":
            return (
              <SmartLink key={i} href={node.href} className="api-a">
                {node.code ? (
                  <code>
                    <Inlines nodes={node.c} />
                  </code>
                ) : (
                  <Inlines nodes={node.c} />
                )}
              </SmartLink>
            );
        }
      })}
    </>
  );
}

export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, i) => {
        switch (block.t) {
          case "p":
            return (
              <p key={i}>
                <Inlines nodes={block.c} />
              </p>
            );
          case "list": {
            const items = block.items.map((item, j) => (
              <li key={j}>
                <Blocks blocks={item} />
              </li>
            ));
            return block.ordered ? <ol key={i}>{items}</ol> : <ul key={i}>{items}</ul>;
          }
          case "code":
            return block.html ? (
              // Shiki's output (site highlighter): trusted, generated at build time.
              <div key={i} className="api-code" dangerouslySetInnerHTML={{ __html: block.html }} />
            ) : (
              <pre key={i} className="api-t">
                <code>{block.code}</code>
              </pre>
            );
        }
      })}
    </>
  );
}
