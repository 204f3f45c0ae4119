import type { ComponentPropsWithoutRef } from "react";
import { Island } from "../islands/island";

type PreProps = ComponentPropsWithoutRef<"pre"> & {
  "data-title"?: string;
  "data-language"?: string;
  "data-live"?: string;
  "data-live-example"?: string;
};

/**
 * A highlighted block with its optional title, drawn once by the prerender;
 * its buttons (copy, and ▶ Run for a `live` sample) are an island.
 */
export function CodeBlock({
  "data-title": title,
  "data-language": language,
  "data-live": live,
  "data-live-example": example,
  children,
  ...rest
}: PreProps) {
  // The buttons sit in a bar above the code (the title, or the language), never over the code itself.
  return (
    <figure className="code-block group/code relative my-5 overflow-hidden rounded-lg border border-line bg-surface">
      {title ? (
        <figcaption className="code-block-bar">{title}</figcaption>
      ) : (
        <div className="code-block-bar">{language ?? ""}</div>
      )}
      <pre data-language={language} {...rest}>
        {children}
      </pre>
      <Island name="code-actions" props={{ title, live, ...(example === undefined ? {} : { example: true }) }} />
    </figure>
  );
}
