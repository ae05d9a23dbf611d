import { CommandError } from "@/lib/deployment/command";
import { parsePartnersCommand } from "@/lib/partners/command";

describe("npm run partners (issue 26)", () => {
  it("creates a token with one or more scopes", () => {
    expect(parsePartnersCommand(["create", "--name", "Atelier", "--scope", "stages"])).toEqual({
      command: "create",
      name: "Atelier",
      scope: ["stages"],
    });
    expect(
      parsePartnersCommand(["create", "--name", "Care", "--scope", "stages,cancel"]),
    ).toMatchObject({ scope: ["stages", "cancel"] });
    expect(
      parsePartnersCommand(["create", "--name", "Care", "--scope", "cancel", "--scope", "stages"]),
    ).toMatchObject({ scope: ["cancel", "stages"] });
  });

  it("refuses a token without a scope, with an unknown scope or without a name", () => {
    expect(() => parsePartnersCommand(["create", "--name", "Atelier"])).toThrow(
      /--scope is required/,
    );
    expect(() => parsePartnersCommand(["create", "--name", "A", "--scope", "admin"])).toThrow(
      /--scope must be one of: stages, cancel/,
    );
    expect(() => parsePartnersCommand(["create", "--scope", "stages"])).toThrow(
      /--name is required/,
    );
  });

  it("lists and revokes", () => {
    expect(parsePartnersCommand(["list"])).toEqual({ command: "list", all: false });
    expect(parsePartnersCommand(["list", "--all"])).toEqual({ command: "list", all: true });
    const id = "0F8FAD5B-D9CB-469F-A165-70867728950E";
    expect(parsePartnersCommand(["revoke", "--id", id])).toEqual({
      command: "revoke",
      id: id.toLowerCase(),
    });
    expect(() => parsePartnersCommand(["revoke", "--id", "7"])).toThrow(CommandError);
    expect(() => parsePartnersCommand(["rotate"])).toThrow(/unknown command: rotate/);
  });
});
