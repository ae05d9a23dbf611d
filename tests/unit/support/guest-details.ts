/** What a guest fills in at checkout (a New York address), as registerGuest takes it. */
export function guestDetails(
  email: string,
  guest: { first: string; last: string; phone: string } = {
    first: "Ada",
    last: "Lovelace",
    phone: "212 555 0100",
  },
) {
  return {
    email,
    first_name: guest.first,
    last_name: guest.last,
    phone: guest.phone,
    shipping_address: {
      first_name: guest.first,
      last_name: guest.last,
      line1: "12 Crosby Street",
      line2: undefined,
      city: "New York",
      state: "NY",
      postal_code: "10013",
      country: "US" as const,
    },
  };
}
