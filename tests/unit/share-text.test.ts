import { shareFormSchema } from "@/lib/share/schema";
import { shareMail } from "@/lib/share/mail";
import { shareRequestSchema } from "@/lib/share/request-schema";
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

describe("issue 35: lookalikes, read as the server reads them", () => {
  const designId = "7c6a8f0e-1d2b-4c3d-8e9f-0a1b2c3d4e5f";
  const serverErrors = (change: Record<string, unknown>) => {
    const body = { configured_product_id: designId, ...valid, ...change };
    const result = shareRequestSchema.safeParse(body);
    return result.success ? {} : result.error.flatten().fieldErrors;
  };
  const NO_ADDRESSES =
    "Please leave out web addresses, e-mail addresses and links; the e-mail already links to your design.";
  const NO_PHONE = "Please leave out phone numbers; the e-mail already links to your design.";
  const BRAND = "Please enter your own name; the e-mail already says it comes from Atelier Ardent.";

  it.each([
    ["a spaced dot", "Cheaper at evil . com"],
    ["a space before the dot", "Cheaper at evil .com"],
    ["the word dot", "Cheaper at evil dot com"],
    ["the word dot, shouted", "Cheaper at EVIL DOT CO"],
    ["the word dot with a zero", "Cheaper at evil d0t com"],
    ["a bracketed dot with a zero", "Cheaper at evil(d0t)com"],
    ["a word-separator middle dot ⸱", "Cheaper at evil⸱com"],
    ["a bullet •", "Cheaper at evil•com"],
    ["a spaced bullet •", "Cheaper at evil • com"],
    ["a runic dot ᛫", "Cheaper at evil᛫com"],
    ["a modifier-letter colon ꞉", "Cheaper at evil꞉com"],
    ["a sinological dot ꞏ", "Cheaper at evilꞏcom"],
    ["a spaced-out scheme", "Go to h t t p s : / / evil"],
    ["a spaced-out domain", "Go to e v i l . c o m"],
    ["a lookalike colon in the scheme", "Go to https꞉//evil"],
    ["a Greek omicron in the top-level domain", "Cheaper at evil . cοm"],
    ["a right-to-left override", "Cheaper at \u202emoc.live\u202c"],
    ["a zero-width space in the dot word", "Cheaper at evil d\u200bot com"],
  ])("refuses %s in the message", (_label, message) => {
    expect(serverErrors({ message }).message).toEqual([NO_ADDRESSES]);
  });

  it.each([
    ["a US number", "Call me on (212) 555-0123"],
    ["a number with dots", "Call me on 212.555.0123"],
    ["an international number", "Ring +44 20 7946 0000"],
    ["digits spaced out", "Text 2 1 2 5 5 5 0 1 2 3"],
    ["Arabic-Indic digits", "Call ٢١٢٥٥٥٠١٢٣"],
    ["full-width digits", "Call ２１２５５５０１２３"],
    ["a number behind a dollar sign", "Call $212 555 0123"],
    ["a number in a zero-width disguise", "Call 212\u200b555\u200b0123"],
  ])("refuses a phone number in the message: %s", (_label, message) => {
    expect(serverErrors({ message }).message).toEqual([NO_PHONE]);
  });

  it("refuses a phone number as the sender's name", () => {
    expect(serverErrors({ sender_name: "Ada 212 555 0123" }).sender_name).toEqual([
      "Please enter just your name, without a phone number.",
    ]);
  });

  it.each([
    ["a Greek capital Nu", "Atelier Arde\u039dt"],
    ["a Coptic small nu", "Atelier Arde\u2c9bt"],
    ["Cherokee A", "\u13aatelier \u13aardent"],
    // One lookalike is within a misspelling's reach; these need the confusables skeleton.
    ["a Greek capital Nu in the distinctive word", "Arde\u039dt Security"],
    ["a Coptic small nu in the distinctive word", "Arde\u2c9bt Security"],
    ["a Cherokee A in the distinctive word", "\u13aardent Security"],
    ["Greek, Coptic and Cherokee at once", "\u13aatelier \u13aarde\u2c9bt \u039d"],
    ["four lookalikes at once", "\u13aatel\u0399er \u13aarde\u2c9bt"],
    ["small capitals", "ᴀᴛᴇʟɪᴇʀ ᴀʀᴅᴇɴᴛ"],
    ["small capitals, the distinctive word alone", "ᴀʀᴅᴇɴᴛ Team"],
    ["spaced letters", "A t e l i e r  A r d e n t"],
    ["spaced letters, the distinctive word alone", "Team A r d e n t"],
    ["the distinctive word broken in two", "Ar dent Security"],
    ["the distinctive word broken in three", "Team Ar de nt"],
    ["a misspelling", "Atelier Ardant"],
    ["a misspelling and a lookalike", "Atelier Αrdant"],
    ["a right-to-left override displayed as our name", "\u202etnedrA reiletA\u202c"],
    ["a right-to-left override around the distinctive word", "Ada \u202etnedra\u202c"],
    ["mathematical letters", "𝐀𝐭𝐞𝐥𝐢𝐞𝐫 𝐀𝐫𝐝𝐞𝐧𝐭"],
  ])("refuses the brand's name with %s as the sender's", (_label, sender_name) => {
    expect(serverErrors({ sender_name }).sender_name).toEqual([BRAND]);
  });

  it.each(["Zoë Ørsted", "Renée", "Ada Lovelace", "Fanny Ardant", "Elizabeth Arden", "José Núñez"])(
    "accepts %j as the sender's name",
    (sender_name) => {
      expect(serverErrors({ sender_name })).toEqual({});
    },
  );

  it.each([
    "It costs $1,250.00 and arrives by 28.11.2026.",
    "Meet on 2026-11-28 at 10:30?",
    "Was 1 250,00 € last year, now $12500.00 for the pair",
    "The 2025-2026 collection, order 4521",
    "A polka dot lining, strap • gold • navy",
    "Lovely. It matches your coat!\n• the strap\n• the colour",
    "J R R Tolkien would approve. Love, Zoë",
  ])("accepts %j as a message", (message) => {
    expect(serverErrors({ message })).toEqual({});
  });
});
