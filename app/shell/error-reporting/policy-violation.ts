/**
 * What error reporting sends about something the page's Content-Security-Policy
 * blocked (contracts/page-csp.ts): which directive, what was blocked ("inline"
 * and "eval" for code without a URL) and where the attempt came from.
 */
export interface PolicyViolation {
  directive: string;
  blockedUri: string;
  sourceFile: string;
  line: number;
  column: number;
}

export function policyViolationOf(event: SecurityPolicyViolationEvent): PolicyViolation {
  return {
    // The directive that did the blocking (`script-src-elem`), not the one written (`script-src`) it fell back to.
    directive: event.effectiveDirective,
    blockedUri: event.blockedURI,
    sourceFile: event.sourceFile,
    line: event.lineNumber,
    column: event.columnNumber,
  };
}

/** The message a violation is reported as: the directive first, so the reports group by it. */
export function policyViolationMessage(violation: PolicyViolation): string {
  return `Content-Security-Policy: ${violation.directive} blocked ${violation.blockedUri || "a resource"}`;
}
