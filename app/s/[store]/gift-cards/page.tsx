import type { Metadata } from "next";
import { ListingPage } from "@/components/catalogue/listing-page";
import { ProductThumbnail } from "@/components/catalogue/product-thumbnail";
import { GiftCardForm } from "@/components/gift-cards/gift-card-form";
import { deliveryOf, type GiftCardOption } from "@/components/gift-cards/gift-card-schema";
import { giftCardsFor } from "@/lib/catalogue/browse";
import { GIFT_CARD_DELIVERY_SURCHARGE } from "@/lib/gift-cards";
import { formatPrice } from "@/lib/money";
import { storeOf, type StoreParams } from "@/lib/retail/page-params";
import { showsSection } from "@/lib/retail/sections";

export const metadata: Metadata = {
  title: "Gift cards",
  description:
    "Give a bag they design themselves: e-gift cards by e-mail or printed cards by post.",
  alternates: { canonical: "/gift-cards" },
};

export default async function GiftCardsPage({ params }: { params: StoreParams }) {
  const store = await storeOf(params);
  const cards = await giftCardsFor(store);
  // E-gift first: it is the one most shoppers come for.
  const options: GiftCardOption[] = cards
    .map((card) => ({
      id: card.id,
      label: card.label,
      delivery: deliveryOf(card.name),
      amounts: card.denominations ?? [card.starting_price],
    }))
    .sort((a, b) => (a.delivery === b.delivery ? 0 : a.delivery === "email" ? -1 : 1));
  return (
    <ListingPage
      path="/gift-cards"
      crumb="Gift cards"
      lede="Let them choose the leather, the colour and the initials. Gift cards never expire and can be used on any made-to-order or ready-to-wear piece."
    >
      {cards.length === 0 ? (
        <p className="empty-state">Gift cards are not sold in this store.</p>
      ) : (
        <ul className="gift-card-list" data-testid="gift-cards">
          {cards.map((card) => (
            <li key={card.id} className="gift-card">
              <ProductThumbnail product={card} sizes="(max-width: 800px) 100vw, 33vw" />
              <h2>{card.label}</h2>
              <p>{card.description}</p>
              <p className="gift-card__amounts">
                Amounts:{" "}
                {(card.denominations ?? [card.starting_price]).map(formatPrice).join(" · ")}
              </p>
            </li>
          ))}
        </ul>
      )}
      <p className="gift-card__delivery" data-testid="delivery-surcharge">
        Prefer a printed card? Physical delivery to any US address adds{" "}
        {formatPrice(GIFT_CARD_DELIVERY_SURCHARGE)} to the card.
      </p>
      {showsSection(store, "giftCertificates") && options.length > 0 && (
        <GiftCardForm options={options} />
      )}
    </ListingPage>
  );
}
