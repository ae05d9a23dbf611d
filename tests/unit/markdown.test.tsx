/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render } from "@testing-library/react";
import { CONTENT_IMAGE_SIZES, Markdown } from "../../lib/content/markdown";
import { contentImages } from "../../scripts/content-images/manifest";
import { IMAGE_SIZES } from "../../scripts/content-images/types";
import { contentPages } from "../../scripts/seed/content/index";

const renderMd = (source: string) => render(<Markdown source={source} />).container;

describe("Markdown blocks", () => {
  it("renders ## and ### as h2 and h3 with linkable ids, and demotes # below the page's h1", () => {
    const html = renderMd(
      "# Top\n\n## Ordering and delivery\n\n### How long?\n\n#### Deeper\n\n## How long?",
    );
    expect(html.querySelector("h1")).toBeNull();
    expect([...html.querySelectorAll("h2, h3")].map((h) => `${h.tagName}#${h.id}`)).toEqual([
      "H2#top",
      "H2#ordering-and-delivery",
      "H3#how-long",
      "H3#deeper",
      "H2#how-long-2",
    ]);
  });

  it("joins the lines of a paragraph and splits paragraphs on blank lines", () => {
    const html = renderMd("One line\nand the next.\n\nSecond paragraph.  \nAfter a hard break.");
    const paragraphs = html.querySelectorAll("p");
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]).toHaveTextContent(/^One line and the next\.$/);
    expect(paragraphs[1]?.querySelector("br")).not.toBeNull();
  });

  it("renders - lists and 1. lists, keeping an ordered list's first number", () => {
    const html = renderMd(
      "- **Cognac.** Warm\n- Ink\n\n1. Tell us\n2. We make it\n\nThen:\n\n3. Later",
    );
    const ul = html.querySelector("ul");
    expect(ul?.querySelectorAll("li")).toHaveLength(2);
    expect(ul?.querySelector("li strong")).toHaveTextContent("Cognac.");
    const lists = html.querySelectorAll("ol");
    expect(lists).toHaveLength(2);
    expect(lists[0]?.getAttribute("start")).toBeNull();
    expect(lists[1]?.getAttribute("start")).toBe("3");
  });

  it("continues a list item on the following lines", () => {
    const html = renderMd("- first\n  still first\n- second");
    expect(html.querySelectorAll("ul")).toHaveLength(1);
    expect([...html.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      "first\nstill first",
      "second",
    ]);
  });
});

describe("Markdown inline syntax", () => {
  it("renders bold, italic, nesting and code, and leaves stray markers as text", () => {
    const html = renderMd(
      "**bold** and *italic* and *an **inner** word* and `x*y` and 2 * 3 and snake_case_name",
    );
    expect(html.querySelector("strong")).toHaveTextContent("bold");
    expect(html.querySelector("em")).toHaveTextContent("italic");
    expect(html.querySelector("em strong")).toHaveTextContent("inner");
    expect(html.querySelector("code")).toHaveTextContent("x*y");
    expect(html).toHaveTextContent("2 * 3 and snake_case_name");
  });

  it("renders site links as <a> (next/link), mailto and https as plain links", () => {
    const html = renderMd(
      "See [the journey](/the-journey), [write](mailto:care@atelier-ardent.example) or [read](https://example.com/a_(b)).",
    );
    const links = [...html.querySelectorAll("a")];
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "/the-journey",
      "mailto:care@atelier-ardent.example",
      "https://example.com/a_(b)",
    ]);
    expect(links[2]).toHaveAttribute("rel", "external noopener");
    expect(links[0]).toHaveTextContent("the journey");
  });

  it.each([
    ["javascript:alert(1)", null],
    ["JaVaScRiPt:alert(1)", null],
    ["java\tscript:alert(1)", null],
    // Not a link at all (the angle brackets inside end the destination): shown as typed.
    ["data:text/html,<script>alert(1)</script>", null],
    ["//evil.example/", null],
    // A backslash path stays on this site, the backslash encoded.
    ["/\\evil.example", "/%5Cevil.example"],
    ["vbscript:msgbox", null],
  ])("keeps the text but never links off the site for the unsafe target %p", (target, href) => {
    const html = renderMd(`[click me](<${target}>)`);
    expect(html.querySelector("a")?.getAttribute("href") ?? null).toBe(href);
    expect(html).toHaveTextContent("click me");
  });

  it("never turns text into markup", () => {
    const html = renderMd(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n[x](/y" onmouseover="alert(1))',
    );
    expect(html.querySelector("script")).toBeNull();
    expect(html.querySelector("img")).toBeNull();
    expect(html).toHaveTextContent("<script>alert(1)</script>");
    for (const el of html.querySelectorAll("*")) {
      expect([...el.attributes].map((a) => a.name).filter((n) => n.startsWith("on"))).toEqual([]);
    }
  });

  // How fast is measured by `npm run bench:markdown` (a ratio to plain text of the same length),
  // never by a timed assertion here; this checks the output on the same pathological bodies.
  it.each([
    ["unclosed bold", "**a ".repeat(5000)],
    ["mixed emphasis", "*a **b ".repeat(3000)],
    ["unclosed links", "[a](".repeat(5000)],
  ])("renders %s as its text, nothing dropped", (_label, body) => {
    const text = renderMd(body).textContent ?? "";
    expect(text.replace(/\s+/g, " ").trim()).toBe(body.replace(/\s+/g, " ").trim());
  });

  it("honours backslash escapes", () => {
    expect(renderMd("\\*not italic\\*")).toHaveTextContent("*not italic*");
  });
});

describe("Markdown images", () => {
  it("renders a lone image as a figure with alt text and its intrinsic size, lazily", () => {
    const html = renderMd(
      '![Three crossbody bags](/images/content/fall-lookbook-bags.svg "The fall trio")',
    );
    const img = html.querySelector("figure img");
    expect(img).toHaveAttribute("alt", "Three crossbody bags");
    expect(img).toHaveAttribute("src", "/images/content/fall-lookbook-bags.svg");
    expect(img).toHaveAttribute("width", "800");
    expect(img).toHaveAttribute("height", "600");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(html.querySelector("figcaption")).toHaveTextContent("The fall trio");
  });

  it("keeps an empty alt for a decorative image", () => {
    expect(renderMd("![](/images/content/x.svg)").querySelector("img")).toHaveAttribute("alt", "");
  });

  it("shows only the alt text of an image that is not on this site", () => {
    const html = renderMd("![A remote picture](https://tracker.example/pixel.png)");
    expect(html.querySelector("img")).toBeNull();
    expect(html).toHaveTextContent("A remote picture");
  });

  it("uses the generator's sizes", () => {
    expect(CONTENT_IMAGE_SIZES).toEqual(IMAGE_SIZES);
  });
});

describe("seeded content", () => {
  const sizeOf = new Map(
    contentImages.map((image) => [`/images/content/${image.file}`, image.size]),
  );

  it.each(contentPages.map((page) => [page.slug, page] as const))(
    "%s renders with no Markdown left over",
    (_slug, page) => {
      const html = renderMd(page.body);
      const text = html.textContent ?? "";
      expect(text).not.toMatch(/\*\*|!\[|\]\(|^#{1,6} /m);
      expect(html.querySelector("h1")).toBeNull();
      expect(html.querySelectorAll("h2").length).toBeGreaterThan(0);
      for (const img of html.querySelectorAll("img")) {
        expect(img.getAttribute("alt")).not.toBe("");
        // Body images are the 800 x 600 kind, so the size the renderer reserves is right.
        expect(sizeOf.get(img.getAttribute("src") ?? "")).toBe("inline");
      }
      const hero = page.heroImage ? sizeOf.get(page.heroImage) : "hero";
      expect(hero).toBe("hero");
    },
  );
});
