import { z } from "zod";
import { PAYMENT_METHODS, type ChargeRequest } from "./types";

/**
 * ChargeRequest checked at the door of every provider: placeOrder builds it, but a wrong amount
 * (float, negative, string) must fail loudly here rather than reach a provider.
 */
export const chargeRequestSchema = z.object({
  orderId: z.string().min(1).max(100),
  amount: z.number().int().positive().max(100_000_000),
  currency: z.literal("USD"),
  method: z.enum(PAYMENT_METHODS),
  token: z.string().min(1).max(4096),
  idempotencyKey: z.string().min(1).max(255),
  description: z.string().max(500),
  customerEmail: z.email().optional(),
}) satisfies z.ZodType<ChargeRequest>;
