import * as React from "react";
import { useEffect, type ComponentType } from "react";
import * as ReactDOM from "react-dom";
import * as jsxRuntime from "react/jsx-runtime";
import { useAfterIdle } from "../../common/idle/use-after-idle";
import { mdxComponents, preloadOnDemandComponents } from "./mdx-components";

type MdxComponent = ComponentType<{ components?: Record<string, unknown> }>;

export class MissingDefaultExportError extends Error {
  constructor(page: string) {
    super(`The compiled MDX of "${page}" has no default export, so there is nothing to render.`);
    this.name = "MissingDefaultExportError";
  }
}

/**
 * The names mdx-bundler's output reads its imports from. This is what
 * `getMDXExport` from mdx-bundler/client does, written as an ES module: the
 * CommonJS original brings its own interop helpers and a second module
 * wrapper into every doc page's first load.
 */
const MDX_SCOPE = { React, ReactDOM, _jsx_runtime: jsxRuntime };

/** Evaluates compiled MDX and insists on a default export (behaviour §8). */
export function mdxComponentFromCode(code: string, page: string): MdxComponent {
  const run = new Function(...Object.keys(MDX_SCOPE), code) as (...scope: unknown[]) => { default?: unknown };
  const exports = run(...Object.values(MDX_SCOPE));
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
  const idle = useAfterIdle();
  useEffect(() => {
    if (idle) preloadOnDemandComponents();
  }, [idle]);
  // eslint-disable-next-line react-hooks/static-components -- cached per code string, so the identity is stable across renders
  return <Component components={mdxComponents} />;
}
