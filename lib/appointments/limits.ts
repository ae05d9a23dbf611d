/**
 * The appointment request's field lengths, apart from its schema (./schema.ts): the form sets
 * them as maxLength without loading zod with the page (issue 36).
 */
export const APPOINTMENT_LIMITS = { name: 120, email: 254, phone: 40, message: 2000 } as const;
