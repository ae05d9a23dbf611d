import Link from "next/link";
import { RegionChoice } from "./region-choice";
import {
  CONSENT_CATEGORIES,
  CONSENT_COOKIE_DAYS,
  CONSENT_POLICY_VERSION,
  CONSENT_RECORD_YEARS,
  DO_NOT_SELL_PATH,
} from "@/lib/privacy/consent-config";

/**
 * The privacy notice's cookie section (issue 37), drawn from lib/privacy/consent-config.ts, the
 * module the banner runs on: the page and the behaviour cannot say different things. The rest of
 * the notice is the operator's content page.
 */
export function ConsentNotice() {
  return (
    <section
      className="content-page__body"
      aria-labelledby="consent-notice-title"
      data-testid="consent-notice"
    >
      <h2 id="consent-notice-title">Cookies and your choices</h2>
      <p>
        Nothing but the strictly necessary runs until you choose, where the law asks for consent
        (the EU, the EEA, the UK, and wherever we cannot tell). Elsewhere, including California,
        statistics, marketing and live chat run unless you turn them off. A Global Privacy Control
        signal from your browser turns marketing off. Your choice is kept for {CONSENT_COOKIE_DAYS}{" "}
        days in this browser (version {CONSENT_POLICY_VERSION} of these categories; when they change
        we ask again) and, if you are signed in, with your account so it follows you. We keep a
        record of each choice for {CONSENT_RECORD_YEARS} years as proof. Change it at any time with
        “Privacy choices” in the footer, or{" "}
        <Link href={DO_NOT_SELL_PATH}>opt out of the sale or sharing of your information</Link>.
      </p>
      <RegionChoice />
      {CONSENT_CATEGORIES.map((category) => (
        <div key={category.id} data-category={category.id}>
          <h3 id={`consent-category-${category.id}`}>{category.title}</h3>
          <p>
            {category.description}
            {category.recipient ? ` Received by: ${category.recipient}.` : ""}
          </p>
          <table
            className="consent-notice__table"
            aria-labelledby={`consent-category-${category.id}`}
          >
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Purpose</th>
                <th scope="col">Kept for</th>
              </tr>
            </thead>
            <tbody>
              {category.items.map((item) => (
                <tr key={item.name}>
                  <td>{item.name}</td>
                  <td>{item.purpose}</td>
                  <td>{item.retention}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </section>
  );
}
