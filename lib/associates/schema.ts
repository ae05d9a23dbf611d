import { z } from "zod";

/** What the associate types at the kiosk: shared by the form and POST /public/validateAssociate. */
export const associateSignInSchema = z.object({
  user_name: z
    .string({ error: "Please enter your associate name." })
    .trim()
    .toLowerCase()
    .min(1, "Please enter your associate name.")
    .max(60, "Please enter your associate name."),
  pin: z
    .string({ error: "Please enter your PIN." })
    .regex(/^\d{4,8}$/, "Please enter your PIN (4 to 8 digits)."),
});
export type AssociateSignIn = z.input<typeof associateSignInSchema>;
