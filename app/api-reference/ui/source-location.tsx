import type { SourceLocation } from "../../../contracts/api-model";

export function SourceLine({ source }: { source: SourceLocation | undefined }) {
  if (!source) return null;
  return (
    <p className="api-src">
      {"Defined in "}
      {/* One text node each: adjacent ones cost a comment marker per member in the HTML. */}
      {source.url ? (
        <a href={source.url}>
          <code>{`${source.file}:${source.line}`}</code>
        </a>
      ) : (
        <code>{`${source.file}:${source.line}`}</code>
      )}
    </p>
  );
}
