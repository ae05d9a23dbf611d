import { z } from "zod";
import { defineOperation } from "../operation";
import { mailedLinkToken } from "./params";
import { newsletterSignupBody } from "./marketing";

const kind = z.enum(["export", "erase"]).meta({
  description:
    "`export`: a copy of the data as a JSON file; `erase`: delete the account or records.",
});

export const requestMyData = defineOperation({
  method: "POST",
  path: "/customer/privacy-requests",
  summary:
    "Issue 37: ask for a copy of one's data (`export`) or the account's deletion (`erase`). " +
    "Needs a sign-in on this browser in the last 10 minutes (a passkey sign-in counts) or the " +
    "current password (422 on `current_password`; the sign-in throttle applies). A single-use " +
    "link, good for 24 hours, is mailed to the account's address: it downloads the file or " +
    "confirms the deletion.",
  tag: "Privacy",
  auth: "customer",
  body: z.object({ kind, current_password: z.string().max(1024).optional() }),
  response: z.object({ mailed: z.literal(true) }),
  rateLimit: 10,
});

export const requestGuestData = defineOperation({
  method: "POST",
  path: "/public/privacy-requests",
  summary:
    "Issue 37: a guest asks by e-mail for the data kept under the address from orders placed " +
    "without an account, or its erasure. A single-use link is mailed to the address; the answer " +
    "is the same for every address.",
  tag: "Privacy",
  auth: "none",
  body: newsletterSignupBody.extend({ kind }),
  response: z.object({ mailed: z.literal(true) }),
  rateLimit: 10,
});

const linkToken = mailedLinkToken(200);

export const downloadMyData = defineOperation({
  method: "POST",
  path: "/public/privacy-requests/download",
  summary:
    "Issue 37: the mailed download link's button. Answers the JSON file (an attachment), made " +
    "now from what the store holds; the link then works no more. 422 for a used or expired link.",
  tag: "Privacy",
  auth: "none",
  body: z.object({ token: linkToken }),
  responseContentType: "application/json",
  response: z.object({
    generated_at: z.string(),
    subject: z.object({ email: z.string(), kind: z.enum(["account", "guest"]) }),
    sections: z.record(z.string(), z.unknown()),
  }),
  rateLimit: 20,
});

export const confirmErasure = defineOperation({
  method: "POST",
  path: "/public/privacy-requests/erase",
  summary:
    "Issue 37: the mailed erasure link's button. Erases in one transaction: orders stay without " +
    "name, e-mail, phone or street; the account, its sign-ins and everything else go. The " +
    "browser's cookies and storage for the store are cleared (Clear-Site-Data). 422 for a used " +
    "or expired link.",
  tag: "Privacy",
  auth: "none",
  body: z.object({ token: linkToken }),
  response: z.object({ erased: z.literal(true) }),
  rateLimit: 20,
});
