import { friendlyError } from "@/lib/http/friendly-error";

describe("friendlyError (spec 8)", () => {
  it("joins the field errors", () => {
    expect(
      friendlyError({
        message: "The given data was invalid.",
        errors: { email: ["The email is invalid."], name: ["The name is required.", "Too short."] },
      }),
    ).toBe("The email is invalid. The name is required. Too short.");
  });
  it("falls back to the message, then to a generic text", () => {
    expect(friendlyError({ message: "CSRF token mismatch." })).toBe("CSRF token mismatch.");
    expect(friendlyError({ errors: {}, message: "" })).toBe(
      "Something went wrong. Please try again.",
    );
    expect(friendlyError(null, "Offline")).toBe("Offline");
  });
});
