import { z } from "zod";

/** A promised date as the API carries it, shared by the cart view and the delivery operations. */
export const deliveryDateSchema = z
  .object({
    date: z.iso.date().meta({ description: "A New York calendar day, YYYY-MM-DD." }),
    label: z.string().meta({ description: 'As the shop writes it: "Tue 15 Dec".' }),
  })
  .meta({ description: "A promised delivery date." });
