import { zodResolver } from "@hookform/resolvers/zod";
import { newsletterSignupBody } from "@/lib/api/operations/marketing";

/**
 * The newsletter form's rules, loaded on its first use (components/forms/lazy-resolver.ts): the
 * schema's module brings zod and the API operation with it, and every content page that shows
 * the form (and every page whose links prefetch one) loaded them before (issue 36).
 */
export const newsletterResolver = zodResolver(newsletterSignupBody);
