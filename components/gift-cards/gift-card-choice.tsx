import { GIFT_CARD_DELIVERY_SURCHARGE } from "@/lib/gift-cards";
import { formatPrice } from "@/lib/money";
import type { Delivery, GiftCardOption } from "./gift-card-schema";

const HOW: Record<Delivery, string> = {
  email: "By e-mail, on its way at once",
  post: `By post, +${formatPrice(GIFT_CARD_DELIVERY_SURCHARGE)} delivery`,
};

/** E-gift or posted card: the two gift-card products, each with its own amounts. */
export function GiftCardChoice({
  name,
  options,
  delivery,
  onChoose,
}: {
  name: string;
  options: GiftCardOption[];
  delivery: Delivery;
  onChoose: (option: GiftCardOption) => void;
}) {
  return (
    <fieldset className="gift-card-choice">
      <legend>How should it arrive?</legend>
      {options.map((option) => (
        <label key={option.id} className="gift-card-choice__option">
          <input
            type="radio"
            name={name}
            value={option.delivery}
            checked={delivery === option.delivery}
            onChange={() => onChoose(option)}
          />
          <span>
            <span className="gift-card-choice__label">{option.label}</span>
            <span className="gift-card-choice__how">{HOW[option.delivery]}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
