import type { Rule } from "eslint";

/** Types for eslint/test-rules.mjs, so the unit tests can import the rules themselves. */
export declare const testRules: { rules: { "status-only-after-write": Rule.RuleModule } };
