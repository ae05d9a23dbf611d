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
