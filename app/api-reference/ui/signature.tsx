/** One call signature: header, type parameters, parameters, return type, docs. */
import type { ApiSignature, ApiTypeParameter } from "../../../contracts/api-model";
import { Blocks } from "./doc-blocks";
import { DocCommentView } from "./doc-comment";
import { SourceLine } from "./source-location";
import { TypeBlock, TypeView } from "./type-view";

interface Props {
  signature: ApiSignature;
  /** Set when the signature has an anchor of its own (overloads 2..n). */
  anchored: boolean;
  showSource?: boolean;
}

export function TypeParameterList({ params }: { params: ApiTypeParameter[] }) {
  return (
    <ul className="my-1 list-none space-y-1 pl-0 text-sm">
      {params.map((tp) => (
        <li key={tp.name}>
          <code className="api-pc">
            {tp.name}
            {tp.constraint && (
              <>
                {" extends "}
                <TypeView tokens={tp.constraint} />
              </>
            )}
            {tp.default && (
              <>
                {" = "}
                <TypeView tokens={tp.default} />
              </>
            )}
          </code>
          {tp.doc && <Blocks blocks={tp.doc} />}
        </li>
      ))}
    </ul>
  );
}

export function SignatureView({ signature, anchored, showSource = true }: Props) {
  return (
    <div id={anchored ? signature.id : undefined}>
      <TypeBlock tokens={signature.header} />
      {signature.typeParameters && (
        <>
          <p className="api-l">Type parameters</p>
          <TypeParameterList params={signature.typeParameters} />
        </>
      )}
      <DocCommentView doc={signature.doc} omitReturns />
      {signature.parameters.length > 0 && (
        <>
          <p className="api-l">Parameters</p>
          <ul className="api-ps">
            {signature.parameters.map((p) => (
              <li key={p.name}>
                <code className="api-pc">
                  {/* One text node before the type: adjacent ones cost a comment marker each in the HTML. */}
                  {`${p.rest ? "..." : ""}${p.name}${p.optional ? "?" : ""}: `}
                  <TypeView tokens={p.type} />
                  {p.defaultValue !== undefined && <span className="text-zinc-400">{` = ${p.defaultValue}`}</span>}
                </code>
                {p.optional && <span className="api-opt">optional</span>}
                {p.doc && (
                  <div className="api-doc pl-4">
                    <Blocks blocks={p.doc} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {signature.returns && (
        <>
          <p className="api-l">Returns</p>
          <div className="api-ret">
            <code className="api-pc">
              <TypeView tokens={signature.returns} />
            </code>
            {signature.doc?.returns && (
              <div className="api-doc pl-4">
                <Blocks blocks={signature.doc.returns} />
              </div>
            )}
          </div>
        </>
      )}
      {showSource && <SourceLine source={signature.source} />}
    </div>
  );
}
