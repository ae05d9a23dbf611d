import { z } from "zod";
import { checkoutAddressSchema } from "./details-schema";
import { oneLine } from "../validation/text";
import { ACCOUNT_MESSAGES } from "./messages";
import { PASSWORD_MAX, PASSWORD_MIN } from "./password-rules";

export { PASSWORD_MAX, PASSWORD_MIN };

const emailSchema = z
  .string({ error: "Please enter your e-mail address." })
  .trim()
  .min(1, "Please enter your e-mail address.")
  .max(254, "The e-mail address is too long.")
  .pipe(z.email({ error: "Please enter a valid e-mail address." }))
  .transform((v) => v.toLowerCase());

/** Not trimmed: spaces are part of a passphrase. */
const newPasswordSchema = z
  .string({ error: "Please choose a password." })
  .min(PASSWORD_MIN, `Please use at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Please keep the password under ${PASSWORD_MAX} characters.`);

/** Sign-in takes what was typed; length limits only stop absurd bodies. */
const passwordSchema = z
  .string({ error: "Please enter your password." })
  .min(1, "Please enter your password.")
  .max(1024, "Please enter your password.");

/** Spec 7 POST /customers/signup. */
export const signupSchema = z
  .object({
    first_name: oneLine("your first name", 60),
    last_name: oneLine("your last name", 60),
    email: emailSchema,
    password: newPasswordSchema,
    password_confirmation: z.string().optional(),
    newsletter: z.boolean().optional().default(false),
    /** The store the account belongs to; the request's own store when absent or unknown. */
    retailer_store_id: z.uuid({ error: "Please choose a store." }).optional(),
  })
  .refine((v) => v.password_confirmation === undefined || v.password_confirmation === v.password, {
    path: ["password_confirmation"],
    message: "The passwords do not match.",
  });
export type SignupInput = z.input<typeof signupSchema>;

/** Spec 7 POST /login. */
export const loginSchema = z.object({ email: emailSchema, password: passwordSchema });
export type LoginInput = z.input<typeof loginSchema>;

/** Spec 7 POST /public/forgot-password. */
export const forgotPasswordSchema = z.object({ email: emailSchema });

const tokenSchema = z
  .string({ error: "This link is not valid. Please ask for a new one." })
  .regex(/^[A-Za-z0-9_-]{32,64}$/, "This link is not valid. Please ask for a new one.");

/** Spec 7 POST /public/reset-password: the token and e-mail from the mailed link. */
export const resetPasswordSchema = z.object({
  token: tokenSchema,
  email: emailSchema,
  password: newPasswordSchema,
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** A mailed link's token and the address it was sent to. */
const mailedLinkSchema = z.object({ token: tokenSchema, email: emailSchema });

/** Confirming an account's address from the mailed link. */
export const verifyEmailSchema = mailedLinkSchema;

/** Finishing a sign-up from the link mailed to its address. */
export const confirmSignupSchema = mailedLinkSchema;

/** Confirming a new address from the link mailed to it. */
export const confirmEmailChangeSchema = mailedLinkSchema;

/** Finishing a sign-in from a busy client address with the link mailed to the account. */
export const finishSignInSchema = mailedLinkSchema;

/**
 * Undoing a change of address from the link mailed to the old one; a new password comes with it,
 * because whoever made the change may know the old one.
 */
export const undoEmailChangeSchema = mailedLinkSchema.extend({ password: newPasswordSchema });

/**
 * Spec 7 PUT /customer/customers/{id}: name and e-mail, and optionally a new password. A new
 * e-mail or password needs the current password (the handler knows which e-mail is current).
 */
export const profileSchema = z
  .object({
    first_name: oneLine("your first name", 60),
    last_name: oneLine("your last name", 60),
    email: emailSchema,
    current_password: z.string().max(1024).optional(),
    password: z
      .union([newPasswordSchema, z.literal("")])
      .optional()
      .transform((v) => v || undefined),
  })
  .refine((v) => !v.password || Boolean(v.current_password), {
    path: ["current_password"],
    message: ACCOUNT_MESSAGES.currentForPassword,
  });
export type ProfileInput = z.input<typeof profileSchema>;

/** A saved address: the checkout address plus whether it is the default. */
export const savedAddressSchema = checkoutAddressSchema.extend({
  kind: z.enum(["shipping", "billing"]).default("shipping"),
  is_default: z.boolean().optional().default(false),
});
export type SavedAddressInput = z.input<typeof savedAddressSchema>;

/** A wishlist entry: a saved design or a stock product. */
export const wishlistItemSchema = z.object({
  type: z.enum(["configured_product", "product"], {
    error: "Please choose a design or a product.",
  }),
  id: z.uuid({ error: "Please choose a design or a product." }).transform((v) => v.toLowerCase()),
});
export type WishlistItemInput = z.input<typeof wishlistItemSchema>;
