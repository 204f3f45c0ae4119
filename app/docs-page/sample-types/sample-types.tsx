import { useEffect } from "react";
import { useNavigate } from "react-router";
import { installNameHints } from "./name-hints";

/**
 * Put at the end of a guide whose samples have names (the content pipeline's
 * remark-sample-names.ts does), loaded after the page, never part of its first
 * load: makes the names live. Renders nothing.
 */
export function SampleTypes({ src }: { src: string }) {
  const navigate = useNavigate();
  useEffect(() => installNameHints(src, (href) => void navigate(href)), [src, navigate]);
  return null;
}
