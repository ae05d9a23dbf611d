/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen } from "@testing-library/react";
import { ContentPage } from "@/components/content/content-page";
import type { CatalogueContentPage } from "@/lib/catalogue/types";

jest.mock("server-only", () => ({}));
const claim = { holds: true };
jest.mock("@/lib/catalogue/read", () => ({ readDeliveryClaim: async () => claim }));

const faq: CatalogueContentPage = {
  id: "1",
  slug: "faq",
  collection: "content",
  title: "Questions",
  body: "Every made-to-order bag is delivered in under 21 days from the day you order.",
  hero_image: null,
  production_ready: 1,
  global: 0,
  published: 1,
  private: 0,
  meta_title: "FAQ",
  meta_description: "Answers.",
  meta_keywords: "",
  updated_at: "2026-03-01T12:00:00.000Z",
};

describe("a content page's own 21 days (issue 26)", () => {
  it("finds the promise however an editor writes it, and nothing else", async () => {
    const { promisesTwentyOneDays } = await import("@/lib/delivery/claim");
    expect(promisesTwentyOneDays("delivered in under 21 days")).toBe(true);
    expect(promisesTwentyOneDays("A calendar with a 21-day window")).toBe(true);
    expect(promisesTwentyOneDays("made and delivered in under 21 from approval")).toBe(true);
    expect(promisesTwentyOneDays("ordered 121 days ahead, or 2 days")).toBe(false);
  });

  it("is left as written while the claim holds", async () => {
    const { claimNoticeFor } = await import("@/lib/delivery/claim-copy");
    claim.holds = true;
    expect(await claimNoticeFor(faq.body)).toBeNull();
  });

  it("carries a correction, shown under its title, once the queue makes it untrue", async () => {
    const { claimNoticeFor } = await import("@/lib/delivery/claim-copy");
    claim.holds = false;
    const notice = await claimNoticeFor(faq.body);
    expect(notice).toContain("longer than the 21 days this page mentions");
    expect(await claimNoticeFor("Leather care: wipe with a dry cloth.")).toBeNull();
    render(<ContentPage page={faq} notice={notice} />);
    expect(screen.getByTestId("delivery-claim-notice")).toHaveTextContent(
      "Your bag’s own delivery date is shown as you design it",
    );
  });
});
