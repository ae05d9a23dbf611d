/**
 * Lint rules for the test suites (issue 25): a test that changes state over HTTP and then checks
 * only status codes cannot fail when the change goes wrong, so it is reported.
 */
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const TEST_NAMES = new Set(["it", "test"]);
/** Our own assertion helpers (`expectShelled404`, `assertBalanced` ...): they check more. */
const ASSERT_HELPER = /^(expect|assert)[A-Z]/;
/** What reads an answer's body, headers or cookies rather than its status line. */
const READS_MORE = /\.(json|text|headers|setCookies|cookie|body)\b/;

/** `it(...)`, `test(...)`, `it.only(...)`, and the call returned by `it.each(...)`. */
function isTestCall(node) {
  const callee = node.callee;
  if (callee.type === "Identifier") return TEST_NAMES.has(callee.name);
  if (callee.type === "MemberExpression" && callee.object.type === "Identifier") {
    return TEST_NAMES.has(callee.object.name) && callee.property.name !== "each";
  }
  if (callee.type === "CallExpression" && callee.callee.type === "MemberExpression") {
    const inner = callee.callee;
    return inner.object.type === "Identifier" && TEST_NAMES.has(inner.object.name);
  }
  return false;
}

function walk(node, keys, visit) {
  if (!node || typeof node.type !== "string") return;
  visit(node);
  for (const key of keys[node.type] ?? []) {
    const child = node[key];
    if (Array.isArray(child)) for (const item of child) walk(item, keys, visit);
    else walk(child, keys, visit);
  }
}

/**
 * The text speaks of status codes only: `reply.status`, `statuses`, `replies.map((r) => r.status)`
 * or a list of codes, and reads nothing of a body, a header or a cookie.
 */
const speaksOfStatusOnly = (text) => /status/i.test(text) && !READS_MORE.test(text);

/** A literal status code or a list of them, as in `expect([302, 303]).toContain(reply.status)`. */
const isCodeList = (node) =>
  (node.type === "Literal" && typeof node.value === "number") ||
  (node.type === "ArrayExpression" &&
    node.elements.length > 0 &&
    node.elements.every((e) => e?.type === "Literal" && typeof e.value === "number"));

/** The matcher calls chained on `expect(subject)`: `.toBe(x)`, `.not.toEqual(y)`. */
function matcherArguments(expectCall) {
  const args = [];
  let node = expectCall;
  while (node.parent) {
    const parent = node.parent;
    if (parent.type === "MemberExpression" && parent.object === node) node = parent;
    else if (parent.type === "CallExpression" && parent.callee === node) {
      args.push(...parent.arguments);
      node = parent;
    } else break;
  }
  return args;
}

const statusOnlyAfterWrite = {
  meta: {
    type: "problem",
    docs: { description: "A test that writes over HTTP must assert more than status codes." },
    messages: {
      statusOnly:
        "This test sends {{method}} but asserts only status codes: check what the request changed (or did not change).",
    },
    schema: [],
  },
  create(context) {
    const source = context.sourceCode;
    const isStatusExpectation = (expectCall) => {
      const subject = expectCall.arguments[0];
      if (speaksOfStatusOnly(source.getText(subject))) return true;
      if (!isCodeList(subject)) return false;
      const against = matcherArguments(expectCall).map((a) => source.getText(a));
      return against.length > 0 && against.every(speaksOfStatusOnly);
    };
    return {
      CallExpression(node) {
        if (!isTestCall(node)) return;
        const body = node.arguments.find(
          (a) => a.type === "ArrowFunctionExpression" || a.type === "FunctionExpression",
        );
        if (!body) return;
        let method = null;
        let expectations = 0;
        let statusExpectations = 0;
        walk(body.body, source.visitorKeys, (n) => {
          if (n.type !== "CallExpression") return;
          const callee = n.callee;
          const first = n.arguments[0];
          if (
            callee.type === "MemberExpression" &&
            ["send", "request"].includes(callee.property.name) &&
            first?.type === "Literal" &&
            WRITES.has(first.value)
          ) {
            method = first.value;
          }
          if (callee.type === "Identifier" && callee.name === "expect" && first) {
            expectations += 1;
            if (isStatusExpectation(n)) statusExpectations += 1;
          }
          if (callee.type === "Identifier" && ASSERT_HELPER.test(callee.name)) expectations += 1;
        });
        if (method && expectations > 0 && expectations === statusExpectations) {
          context.report({ node, messageId: "statusOnly", data: { method } });
        }
      },
    };
  },
};

export const testRules = { rules: { "status-only-after-write": statusOnlyAfterWrite } };
