import { z } from "zod";
import { formatDeliveryDate, type IsoDate } from "./days";

/** The date as the API and pages carry it. */
export type DeliveryDate = { date: IsoDate; label: string };

export const deliveryDate = (date: IsoDate): DeliveryDate => ({
  date,
  label: formatDeliveryDate(date),
});

/** A promised date as the API carries it, shared by the cart view and the delivery operations. */
export const deliveryDateSchema = z
  .object({
    date: z.iso.date().meta({ description: "A New York calendar day, YYYY-MM-DD." }),
    label: z.string().meta({ description: 'As the shop writes it: "Tue 15 Dec".' }),
  })
  .meta({ description: "A promised delivery date." });
