import { z } from "zod";

/** An id in a path: any case accepted, kept lower case as the database stores it. */
export const uuidParam = z.uuid().transform((v) => v.toLowerCase());

export const idParams = z.object({ id: uuidParam });

/**
 * How the api token is handed over after a sign-in: the web app keeps it in the sealed HttpOnly
 * session cookie (page scripts never see it); an app without cookies asks for it in the body.
 */
export const tokenDelivery = z
  .enum(["cookie", "body"])
  .optional()
  .default("cookie")
  .meta({ description: "`body` returns the api token in the answer (apps without cookies)." });

/**
 * A mailed link's token as its page posts it: one message whatever is wrong with it, since the
 * page must not tell a stranger which links exist. `max`: the longest token the link carries.
 */
export const mailedLinkToken = (max: number) =>
  z
    .string("This link is not valid.")
    .trim()
    .min(20, "This link is not valid.")
    .max(max, "This link is not valid.");
