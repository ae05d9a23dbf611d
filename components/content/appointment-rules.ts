import { zodResolver } from "@hookform/resolvers/zod";
import { appointmentFormSchema } from "@/lib/appointments/schema";

/** The appointment form's rules, loaded on its first use (components/forms/lazy-resolver.ts). */
export const appointmentResolver = zodResolver(appointmentFormSchema);
