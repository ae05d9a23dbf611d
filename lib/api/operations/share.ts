import { z } from "zod";
import { shareRequestSchema } from "../../share/request-schema";
import { defineOperation } from "../operation";

export const shareCustomizedBag = defineOperation({
  method: "POST",
  path: "/public/share/customized-bag",
  summary:
    "E-mail a friend a link to a saved design (its gallery page and picture); anyone holding " +
    "the design's id may share it. 404 when no design has that id.",
  tag: "Configured products",
  auth: "none",
  body: shareRequestSchema,
  response: z.object({ sent: z.literal(true) }),
  // Each call mails an address the caller chooses: keep it far below the default.
  rateLimit: 5,
});
