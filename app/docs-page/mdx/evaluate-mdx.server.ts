import * as React from "react";
import type { ComponentType } from "react";
import * as ReactDOM from "react-dom";
import * as jsxRuntime from "react/jsx-runtime";

export type MdxComponent = ComponentType<{ components?: Record<string, unknown> }>;

export class MissingDefaultExportError extends Error {
  constructor(page: string) {
    super(`The compiled MDX of "${page}" has no default export, so there is nothing to render.`);
    this.name = "MissingDefaultExportError";
  }
}

/** The names mdx-bundler's output reads its imports from (what `getMDXExport` of mdx-bundler/client passes). */
const MDX_SCOPE = { React, ReactDOM, _jsx_runtime: jsxRuntime };

/** Evaluates compiled MDX and insists on a default export (behaviour §8). */
export function mdxComponentFromCode(code: string, page: string): MdxComponent {
  const run = new Function(...Object.keys(MDX_SCOPE), code) as (...scope: unknown[]) => { default?: unknown };
  const exports = run(...Object.values(MDX_SCOPE));
  if (typeof exports.default !== "function") throw new MissingDefaultExportError(page);
  return exports.default as MdxComponent;
}
