/**
 * A heading with a stable id, a hover/focus anchor link (`heading-anchor`, the
 * site's convention) and, for members, a copy-link button.
 */
import type { ReactNode } from "react";
import { CopyLinkButton } from "./copy-link";

interface Props {
  level: 2 | 3 | 4;
  id: string;
  /** Plain text of the heading, for the anchor's accessible name. */
  label: string;
  copyLink?: boolean;
  children: ReactNode;
}

export function AnchorHeading({ level, id, label, copyLink = false, children }: Props) {
  // Sizes and hover behaviour come from API_BODY_CLASS on the page root.
  const Tag = level === 2 ? "h2" : level === 3 ? "h3" : "h4";
  return (
    <Tag id={id} className="group">
      {children}
      <a href={`#${id}`} className="heading-anchor" aria-label={`Link to ${label}`}>
        #
      </a>
      {copyLink && <CopyLinkButton label={label} />}
    </Tag>
  );
}
