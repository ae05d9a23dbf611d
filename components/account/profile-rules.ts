import { zodResolver } from "@hookform/resolvers/zod";
import { profileSchema } from "@/lib/customers/schemas";

/** The profile forms' rules, loaded on their first use (components/forms/lazy-resolver.ts). */
export const profileResolver = zodResolver(profileSchema);
