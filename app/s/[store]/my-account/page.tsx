import "@/app/account.css";
import type { Metadata } from "next";
import { AccountFrame } from "@/components/account/account-nav";
import { AddressBook } from "@/components/account/address-book";
import { PasskeysSection } from "@/components/account/passkeys-section";
import { PrivacySection } from "@/components/account/privacy-section";
import { ProfileSection } from "@/components/account/profile-section";
import { SignOutButton } from "@/components/account/sign-out-button";
import { HydrateWhenVisible } from "@/components/shell/hydrate-when-visible";
import { HydrateApart } from "@/components/shell/hydrate-apart";
import { accountOverview } from "@/lib/account/pages";
import { requireAccount } from "@/lib/customers/page-session";
import { presentCustomer } from "@/lib/customers/present";
import { storeOf, type StoreParams } from "@/lib/retail/page-params";
import { unlisted } from "@/lib/seo/unlisted";

export const dynamic = "force-dynamic";
export const metadata: Metadata = unlisted("My account");

/** Spec 2 /my-account: details, password, passkeys, addresses and sign-out (signed-in customers only). */
export default async function MyAccountPage({ params }: { params: StoreParams }) {
  await storeOf(params);
  const customer = await requireAccount("/my-account");
  const { addresses, states, passkeys } = await accountOverview(customer);
  return (
    <AccountFrame
      title="My account"
      current="account"
      intro={`Welcome back, ${customer.firstName}.`}
    >
      <div className="account-columns">
        <div className="account-columns__main">
          {/* The details form is on screen at once and hydrates in its own turn (issue 27); the
              sections under it hydrate when they come near the screen or are first used (issue
              36): on a phone they are below the fold, and most visits never touch them. */}
          <HydrateApart>
            <ProfileSection customer={presentCustomer(customer)} />
          </HydrateApart>
          <HydrateWhenVisible>
            <PasskeysSection initial={passkeys} />
          </HydrateWhenVisible>
          <HydrateWhenVisible>
            <PrivacySection customerId={customer.id} />
          </HydrateWhenVisible>
        </div>
        <div className="account-columns__side">
          <HydrateWhenVisible>
            <AddressBook
              initial={addresses}
              states={states.map(({ code, name }) => ({ code, name }))}
            />
          </HydrateWhenVisible>
          <section className="account-panel" aria-labelledby="sign-out-title">
            <h2 id="sign-out-title">Sign out</h2>
            <p className="account-muted">Signed in as {customer.email}.</p>
            <HydrateWhenVisible>
              <SignOutButton />
            </HydrateWhenVisible>
          </section>
        </div>
      </div>
    </AccountFrame>
  );
}
