import { z } from "zod";
import { CommandError, parseCommand } from "@/lib/deployment/command";

/** A command line like the operators' (npm run associates|kiosks|staff), for parseCommand alone. */
const USAGE = "usage: npm run shelf -- <command>";
const schema = z.discriminatedUnion("command", [
  z.object({
    command: z.literal("add"),
    name: z.string({ error: "--name is required" }).trim().min(2, "--name is too short"),
  }),
  z.object({ command: z.literal("list"), all: z.boolean().default(false) }),
]);
const parse = (argv: string[], unreadable?: (argv: string[]) => string) =>
  parseCommand(argv, schema, USAGE, unreadable);

/** The refusal's message, checked to be a CommandError that ends with the usage. */
function refusal(argv: string[], unreadable?: (argv: string[]) => string): string {
  try {
    parse(argv, unreadable);
  } catch (error) {
    expect(error).toBeInstanceOf(CommandError);
    const message = (error as Error).message;
    expect(message.endsWith(`\n${USAGE}`)).toBe(true);
    return message.slice(0, -USAGE.length - 1);
  }
  throw new Error(`accepted: ${argv.join(" ")}`);
}

describe("parseCommand: an operator's command line, read and validated", () => {
  it("gives the schema's output: the command and its flags, transformed and defaulted", () => {
    expect(parse(["add", "--name", "  Tote "])).toEqual({ command: "add", name: "Tote" });
    expect(parse(["list"])).toEqual({ command: "list", all: false });
    expect(parse(["list", "--all"])).toEqual({ command: "list", all: true });
  });

  it("names an unknown command, or its absence", () => {
    expect(refusal(["remove"])).toBe("unknown command: remove");
    expect(refusal([])).toBe("unknown command: (none)");
  });

  it("says what the schema says of a flag, every problem on its own line", () => {
    expect(refusal(["add"])).toBe("--name is required");
    expect(refusal(["add", "--name", "x"])).toBe("--name is too short");
    const twice = z.discriminatedUnion("command", [
      z.object({
        command: z.literal("add"),
        name: z.string().min(9, "short").regex(/\d/, "digit"),
      }),
    ]);
    expect(() => parseCommand(["add", "--name", "x"], twice, USAGE)).toThrow(
      new CommandError(`short\ndigit\n${USAGE}`),
    );
  });

  it("refuses a stray argument", () => {
    expect(refusal(["list", "extra", "more"])).toBe("unexpected argument: extra more");
  });

  it("refuses a flag it does not take, with what the command adds to say why", () => {
    expect(refusal(["list", "--colour", "red"])).toMatch(/Unknown option '--colour'/);
    const why = (argv: string[]) =>
      argv.includes("--colour") ? " (colours are chosen later)" : "";
    expect(refusal(["list", "--colour", "red"], why)).toMatch(/ \(colours are chosen later\)$/);
    // Only the arguments parseArgs cannot read get the addition.
    expect(refusal(["add"], why)).toBe("--name is required");
  });

  it("takes its flags from the schema: a boolean is a switch, an array a repeated flag", () => {
    const shelves = z.discriminatedUnion("command", [
      z.object({
        command: z.literal("tag"),
        tag: z.array(z.string()).default([]),
        dry: z.boolean().default(false),
      }),
    ]);
    expect(parseCommand(["tag", "--tag", "a", "--tag", "b", "--dry"], shelves, USAGE)).toEqual({
      command: "tag",
      tag: ["a", "b"],
      dry: true,
    });
  });

  it("refuses a string flag without its value", () => {
    expect(refusal(["add", "--name"])).toMatch(/Option '--name <value>' argument missing$/);
  });
});
