import { getMDXExport } from "mdx-bundler/client";
import type { ComponentType } from "react";
import { mdxComponents } from "./mdx-components";

type MdxComponent = ComponentType<{ components?: Record<string, unknown> }>;

export class MissingDefaultExportError extends Error {
  constructor(page: string) {
    super(`The compiled MDX of "${page}" has no default export, so there is nothing to render.`);
    this.name = "MissingDefaultExportError";
  }
}

/** Evaluates compiled MDX and insists on a default export (spec §8). */
export function mdxComponentFromCode(code: string, page: string): MdxComponent {
  const exports: { default?: unknown } = getMDXExport(code);
  if (typeof exports.default !== "function") throw new MissingDefaultExportError(page);
  return exports.default as MdxComponent;
}

// Memoised on the code string: re-renders and back/forward navigation reuse
// the evaluated page instead of running `new Function` again.
const evaluated = new Map<string, MdxComponent>();

function cachedMdxComponent(code: string, page: string): MdxComponent {
  let component = evaluated.get(code);
  if (!component) {
    component = mdxComponentFromCode(code, page);
    evaluated.set(code, component);
  }
  return component;
}

export function MdxContent({ code, page }: { code: string; page: string }) {
  const Component = cachedMdxComponent(code, page);
  // eslint-disable-next-line react-hooks/static-components -- cached per code string, so the identity is stable across renders
  return <Component components={mdxComponents} />;
}
