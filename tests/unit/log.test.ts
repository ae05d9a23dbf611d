/**
 * @jest-environment node
 */
import { createLogger, loggableError } from "../../lib/log";

function capture() {
  const lines: string[] = [];
  const logger = createLogger({ write: (line: string) => void lines.push(line) });
  return { logger, lines: () => lines.join("") };
}

describe("server logs hold no personal data", () => {
  it("drops a failed query's parameters and keeps the query and the code", () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: "22021",
    });
    const error = Object.assign(
      new Error(
        'Failed query: insert into "customers" ("email", "first_name") values ($1, $2)\n' +
          "params: ada.lovelace@example.com,Ada",
      ),
      { cause },
    );
    const shown = JSON.stringify(loggableError(error));
    expect(shown).toContain('insert into \\"customers\\"');
    expect(shown).toContain("22021");
    expect(shown).not.toContain("ada.lovelace@example.com");
    expect(shown).not.toContain("params");
  });

  it("redacts e-mails, names, addresses, tokens and card data in logged objects", () => {
    const { logger, lines } = capture();
    logger.error(
      {
        email: "ada@example.com",
        body: {
          first_name: "Ada",
          address: { line1: "12 Crosby Street" },
          payment_token: "tok_123",
          number: "4242424242424242",
        },
        authorization: "Bearer secret-token",
        op: "POST /customers",
      },
      "registration failed",
    );
    const out = lines();
    for (const secret of [
      "ada@example.com",
      "Ada",
      "12 Crosby",
      "tok_123",
      "4242",
      "secret-token",
    ]) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain("POST /customers");
    expect(out).toContain("[redacted]");
  });

  it("logs an error under err through the same serializer", () => {
    const { logger, lines } = capture();
    logger.error({ err: new Error("Failed query: select 1\nparams: grace@example.com") }, "x");
    expect(lines()).not.toContain("grace@example.com");
    expect(lines()).toContain("Failed query: select 1");
  });
});
