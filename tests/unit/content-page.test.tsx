/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen } from "@testing-library/react";
import { ContentPage, contentMetadata } from "../../components/content/content-page";
import type { CatalogueContentPage } from "../../lib/catalogue/types";

const page = (overrides: Partial<CatalogueContentPage> = {}): CatalogueContentPage => ({
  id: "1",
  slug: "craft",
  collection: "content",
  title: "Our Craft",
  body: "## Hands\n\nMade by hand.\n\n![A bench](/images/content/bench.svg)\n",
  hero_image: "/images/content/craft-hero.svg",
  production_ready: 1,
  global: 0,
  published: 1,
  private: 0,
  meta_title: "Our Craft | Atelier Ardent",
  meta_description: "How we make bags.",
  meta_keywords: "craft, leather ,  handmade,",
  updated_at: "2026-03-01T12:00:00.000Z",
  ...overrides,
});

describe("ContentPage", () => {
  it("renders an article named by its h1, the hero at its real size, and the body", () => {
    render(<ContentPage page={page()} />);
    const article = screen.getByRole("article", { name: "Our Craft" });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Our Craft");
    const [hero, inline] = article.querySelectorAll("img");
    expect(hero).toHaveAttribute("src", "/images/content/craft-hero.svg");
    expect(hero).toHaveAttribute("width", "1600");
    expect(hero).toHaveAttribute("height", "900");
    expect(hero).toHaveAttribute("alt", "");
    expect(inline).toHaveAttribute("width", "800");
    expect(screen.getByRole("heading", { level: 2, name: "Hands" })).toBeInTheDocument();
    expect(screen.queryByRole("form")).toBeNull();
    expect(screen.queryByTestId("content-status")).toBeNull();
  });

  it("adds the sign-up form to /newsletter and the request form to /appointments", () => {
    const { unmount } = render(<ContentPage page={page({ slug: "newsletter" })} />);
    expect(screen.getByTestId("newsletter-form")).toBeInTheDocument();
    unmount();
    render(<ContentPage page={page({ slug: "appointments" })} />);
    expect(screen.getByTestId("appointment-form")).toBeInTheDocument();
  });

  it("tells staff when the page is not live in production", () => {
    render(<ContentPage page={page({ published: 0 })} />);
    expect(screen.getByTestId("content-status")).toHaveTextContent("not published");
  });

  it("renders without a hero", () => {
    render(<ContentPage page={page({ hero_image: null, body: "Text only." })} />);
    expect(screen.getByRole("article").querySelector("img")).toBeNull();
  });
});

describe("contentMetadata", () => {
  it("uses the page's meta fields, its own path as canonical and the hero as image", () => {
    expect(contentMetadata(page())).toEqual({
      title: { absolute: "Our Craft | Atelier Ardent" },
      description: "How we make bags.",
      keywords: ["craft", "leather", "handmade"],
      alternates: { canonical: "/craft" },
      openGraph: {
        type: "article",
        title: "Our Craft | Atelier Ardent",
        description: "How we make bags.",
        url: "/craft",
        images: [
          { url: "/images/content/craft-hero.svg", width: 1600, height: 900, alt: "Our Craft" },
        ],
      },
      robots: undefined,
    });
  });

  it("points an alias at the page's own path and keeps drafts out of search engines", () => {
    const meta = contentMetadata(page({ slug: "laptop-sleeve", published: 0, meta_title: "" }));
    expect(meta.alternates?.canonical).toBe("/laptop-sleeve");
    expect(meta.title).toEqual({ absolute: "Our Craft" });
    expect(meta.robots).toEqual({ index: false, follow: false });
  });
});
