import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { LIVE_FRAME_CSP, SECURITY_HEADERS, securityHeadersOf } from "../../../contracts/security-headers";

/** public/_headers as Netlify and Cloudflare Pages read it: a path line, then indented `Name: value` lines. */
function parseHeadersFile(text: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) rules.set(line.trim(), (current = {}));
    else if (current) {
      const at = line.indexOf(":");
      current[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return rules;
}

describe("security headers", () => {
  const rules = parseHeadersFile(fs.readFileSync("public/_headers", "utf8"));

  it("_headers sends every security header on every path", () => {
    expect(rules.get("/*")).toEqual(SECURITY_HEADERS);
  });

  it("_headers gives the sandbox frame its own policy, which allows no fetch and stays sandboxed", () => {
    expect(rules.get("/live-frame")).toEqual({ "Content-Security-Policy": LIVE_FRAME_CSP });
    expect(LIVE_FRAME_CSP).toContain("connect-src 'none'");
    expect(LIVE_FRAME_CSP).toContain("sandbox allow-scripts");
    expect(LIVE_FRAME_CSP).not.toContain("allow-same-origin");
  });

  it("the frame's meta policy is the header's, less what a meta element cannot carry", () => {
    const html = fs.readFileSync("public/live-frame.html", "utf8");
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1];
    const headerOnly = /^(frame-ancestors|sandbox)\b/;
    const expected = LIVE_FRAME_CSP.split("; ").filter((directive) => !headerOnly.test(directive));
    expect(meta?.split("; ")).toEqual(expected);
  });

  it("the documents' policy forbids framing by other sites and never allows inline scripts", () => {
    expect(securityHeadersOf("/docs/x")["Content-Security-Policy"]).toContain("frame-ancestors 'self'");
    expect(Object.values(SECURITY_HEADERS).join(" ")).not.toContain("unsafe-inline");
    expect(securityHeadersOf("/live-frame")["Content-Security-Policy"]).toBe(LIVE_FRAME_CSP);
  });
});
