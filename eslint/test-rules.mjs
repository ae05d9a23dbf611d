/**
 * Lint rules for the test suites (issue 25): a test that changes state over HTTP and then checks
 * only status codes cannot fail when the change goes wrong, so it is reported.
 */
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const TEST_NAMES = new Set(["it", "test"]);

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

/** The text of an expectation's subject says it is a status code (or a list of them). */
const isStatusSubject = (text) =>
  /(\.status|\bstatus(es)?|\bstatuses\b|\.status\(\))\s*$/i.test(text.trim()) ||
  /^\w*status(es)?$/i.test(text.trim());

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
            if (isStatusSubject(source.getText(first))) statusExpectations += 1;
          }
        });
        if (method && expectations > 0 && expectations === statusExpectations) {
          context.report({ node, messageId: "statusOnly", data: { method } });
        }
      },
    };
  },
};

export const testRules = { rules: { "status-only-after-write": statusOnlyAfterWrite } };
