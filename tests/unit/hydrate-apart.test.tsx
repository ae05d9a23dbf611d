/** @jest-environment jsdom */
import { act } from "@testing-library/react";
import { useLayoutEffect } from "react";
import { renderToString } from "react-dom/server";
import { HydrateApart } from "@/components/shell/hydrate-apart";
import { hydrateHtml, hydrationLog } from "./support/hydration-harness";

/**
 * Issue 27: the account page's sections hydrate apart from the page around them, in a later
 * render than the page's own (where React can pause), from the server's HTML, which stays as is.
 */
describe("HydrateApart", () => {
  const { log, Section } = hydrationLog();

  function Page() {
    useLayoutEffect(() => {
      log.push("page hydrated");
    }, []);
    return (
      <main>
        <HydrateApart>
          <Section name="profile" />
        </HydrateApart>
        <HydrateApart>
          <Section name="passkeys" />
        </HydrateApart>
      </main>
    );
  }

  beforeEach(() => {
    log.length = 0;
  });

  it("puts every section in the server's HTML, with no fallback", () => {
    const html = renderToString(<Page />);
    expect(html).toContain("profile<!-- --> <!-- -->0</button>");
    expect(html).toContain("passkeys<!-- --> <!-- -->0</button>");
    expect(html.match(/<!--\$-->/g)).toHaveLength(2);
  });

  it("hydrates the sections after the page, without changing the HTML, and they then work", async () => {
    const html = renderToString(<Page />);
    const { container, errors } = await hydrateHtml(html, <Page />);
    expect(errors).toEqual([]);
    expect(log).toEqual(["page hydrated", "profile hydrated", "passkeys hydrated"]);
    expect(container.innerHTML).toBe(html);
    const profile = container.querySelector("button");
    await act(async () => profile?.click());
    expect(profile?.textContent).toBe("profile 1");
    container.remove();
  });
});
