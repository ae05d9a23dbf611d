/** Brand facts shared by pages, metadata and e-mails. */
export const brand = {
  name: "Atelier Ardent",
  tagline: "Handbags made to order in New York",
  deliveryClaim: "Made to order and delivered in under 21 days",
  supportEmail: "care@atelier-ardent.example",
  city: "New York",
} as const;
