import fs from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * The README shows the hosting configs the hosting test runs
 * (tests/browser/hosts.test.ts): a copy that drifted from them would be
 * untested advice.
 */
const readme = fs.readFileSync("README.md", "utf8");

describe("README, Hosting", () => {
  for (const file of ["hosting/nginx.conf", "hosting/Caddyfile", "public/_headers"]) {
    it(`shows ${file} as it is`, () => {
      expect(readme).toContain(`\n${fs.readFileSync(file, "utf8").trimEnd()}\n\`\`\``);
    });
  }

  it("covers every host people deploy docs to", () => {
    for (const host of ["nginx", "Caddy", "GitHub Pages", "Netlify", "Cloudflare Pages", "serve"])
      expect(readme).toContain(`### ${host}\n`);
  });
});
