import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentReload } from "./build-scripts/vite/content-reload.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), contentReload("content")],
  // Without this the dev server cannot resolve `~/` imports, while the
  // production build silently works: keep both on the same resolution.
  resolve: { tsconfigPaths: true },
  ssr: {
    // mdx-bundler resolves files relative to `__dirname` at run time, which
    // breaks once Vite bundles it into the server build.
    external: ["mdx-bundler", "esbuild", "typedoc", "shiki", "@shikijs/rehype"],
  },
});
