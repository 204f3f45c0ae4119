/** A printed type: text runs and links to the referenced declarations' pages. */
import type { TypeTokens } from "../../../contracts/api-model";
import { SmartLink } from "./smart-link";

export function TypeView({ tokens }: { tokens: TypeTokens }) {
  return (
    <>
      {tokens.map((token, i) =>
        typeof token === "string" ? (
          token
        ) : (
          <SmartLink key={i} href={token[1]}>
            {token[0]}
          </SmartLink>
        ),
      )}
    </>
  );
}

/** A type in a code box, wrapping long lines. */
export function TypeBlock({ tokens, label }: { tokens: TypeTokens; label?: string }) {
  return (
    <pre className="api-t">
      {label && <span className="text-zinc-400">{label}</span>}
      <TypeView tokens={tokens} />
    </pre>
  );
}
