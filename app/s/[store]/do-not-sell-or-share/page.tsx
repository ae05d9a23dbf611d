import type { Metadata } from "next";
import Link from "next/link";
import { OptOutOfSale } from "@/components/privacy/opt-out-of-sale";
import { storeOf } from "@/lib/retail/page-params";

export const metadata: Metadata = {
  title: "Do Not Sell or Share My Personal Information",
  alternates: { canonical: "/do-not-sell-or-share" },
};

type Params = Promise<{ store: string }>;

/**
 * CCPA/CPRA's opt-out of sale and sharing (issue 37), for a shopper whose browser sends no Global
 * Privacy Control signal: the button does what GPC does. A static route, so the `/{promo_code}`
 * catch-all never takes it.
 */
export default async function Page({ params }: { params: Params }) {
  await storeOf(params);
  return (
    <article className="content-page" aria-labelledby="do-not-sell-title">
      <header className="content-page__header">
        <h1 id="do-not-sell-title">Do Not Sell or Share My Personal Information</h1>
      </header>
      <div className="content-page__body">
        <p>
          We do not sell your personal information for money. When you allow marketing, we tell our
          e-mail-marketing service which products you view and add to your bag or wishlist, so our
          e-mails can follow up; California law calls this “sharing”. You can stop it here, in this
          browser, without an account. If you are signed in, your choice is kept with your account
          too.
        </p>
        <p>
          A Global Privacy Control signal from your browser does the same on its own. Statistics and
          live chat are separate choices under{" "}
          <Link href="/privacy">Privacy choices and our privacy notice</Link>.
        </p>
        <OptOutOfSale />
      </div>
    </article>
  );
}
