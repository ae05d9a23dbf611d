import { shareFormSchema } from "@/lib/share/schema";
import { shareMail } from "@/lib/share/mail";
import { claimsBrand, hasAddressLike } from "@/lib/share/visitor-text";

const valid = { sender_name: "Ada Lovelace", recipient_email: "friend@example.com" };
const errorsOf = (change: Record<string, unknown>) => {
  const result = shareFormSchema.safeParse({ ...valid, ...change });
  return result.success ? {} : result.error.flatten().fieldErrors;
};

describe("hasAddressLike: nothing a mail program could turn into a link", () => {
  it.each([
    "atelier-ardent-verify.example/login",
    "log in at evil.co",
    "EVIL.CO",
    "xn--80ak6aa92e.com",
    "write to ada@evil.co",
    "ada@localhost",
    "go to 192.168.10.1 now",
    "hxxps://evil",
    "hXXp evil",
    "http://evil",
    "ftp://files",
    "javascript:alert(1)",
    "www evil",
    "evil[.]co",
    "evil (dot) co",
    "evil。co",
    "evil．co",
    "evil․co",
    "evil\u200b.co",
    "évil.cø.example",
  ])("finds %j", (text) => {
    expect(hasAddressLike(text)).toBe(true);
  });

  it.each([
    "Shall we get matching ones?\nLove, A.",
    "It costs 1.5 times less, e.g. for the tote.",
    "J. R. R. Tolkien",
    "Mr. Smith, i.e. your neighbour",
    "Meet me @ 5 at the café.",
    "The colour is 10/10!",
  ])("lets ordinary words through: %j", (text) => {
    expect(hasAddressLike(text)).toBe(false);
  });
});

describe("claimsBrand: the sender's name is never ours", () => {
  it.each([
    "Atelier Ardent Security",
    "atelier ardent",
    "ATELIER-ARDENT",
    "A t e l i e r A r d e n t",
    "At3lier Ard3nt",
    "AteIier Ardent",
    "Аtеliеr Аrdеnt",
    "Atèlier Ardênt",
    "Ardent Security",
    "Team A.r.d.e.n.t",
    "Atelier\u200bArdent",
  ])("refuses %j", (name) => {
    expect(claimsBrand(name)).toBe(true);
  });

  it.each(["Ada Lovelace", "Richard Entwistle", "Atelier Marie", "Edward Entwhistle"])(
    "accepts %j",
    (name) => {
      expect(claimsBrand(name)).toBe(false);
    },
  );
});

describe("shareFormSchema", () => {
  it("refuses a bare domain in the message and in the name", () => {
    expect(errorsOf({ message: "Verify at atelier-ardent-verify.example/login" }).message).toEqual([
      "Please leave out web addresses, e-mail addresses and links; the e-mail already links to your design.",
    ]);
    expect(errorsOf({ sender_name: "evil.co" }).sender_name).toEqual([
      "Please enter just your name, without web or e-mail addresses.",
    ]);
  });

  it("refuses the brand's name as the sender's", () => {
    expect(errorsOf({ sender_name: "Atelier Ardent Security" }).sender_name).toEqual([
      "Please enter your own name; the e-mail already says it comes from Atelier Ardent.",
    ]);
  });

  it("accepts a plain name and message, and the brand's name inside the message", () => {
    expect(errorsOf({ message: "Found this at Atelier Ardent. Love, A." })).toEqual({});
  });
});

describe("shareMail", () => {
  const mail = shareMail({
    designId: "7c6a8f0e-1d2b-4c3d-8e9f-0a1b2c3d4e5f",
    productLabel: "The City Tote",
    senderName: "Ada Lovelace",
    recipientEmail: "friend@example.com",
    message: "Shall we get matching ones?\n\nLove, A.",
    siteUrl: "https://shop.example",
  });

  it("has a fixed subject that never carries the sender's name", () => {
    expect(mail.subject).toBe("A bag design shared with you: The City Tote");
    expect(mail.subject).not.toContain("Ada");
  });

  it("quotes the message line by line under a line that says whose words they are", () => {
    expect(mail.text).toContain(
      "Their message, in their own words (not written or checked by Atelier Ardent):\n\n" +
        "> Shall we get matching ones?\n>\n> Love, A.",
    );
    expect(mail.text).toContain('Someone who gave their name as "Ada Lovelace" designed a bag');
  });

  it("links only to the store's own origin", () => {
    const links = mail.text.match(/https?:\/\/[^\s]+/g) ?? [];
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((link) => link.startsWith("https://shop.example/"))).toBe(true);
  });
});

describe("a name on two lines", () => {
  it("is refused for that alone (it would add headers of its own)", () => {
    expect(errorsOf({ sender_name: "Ada\r\nBcc: everyone@example.com" }).sender_name).toEqual([
      "Please enter your name on a single line.",
    ]);
  });
});
