/** @jest-environment jsdom */
import { act } from "@testing-library/react";
import { useLayoutEffect, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { HydrateApart } from "@/components/shell/hydrate-apart";

/**
 * Issue 27: the account page's sections hydrate apart from the page around them, in a later
 * render than the page's own (where React can pause), from the server's HTML, which stays as is.
 */
describe("HydrateApart", () => {
  const log: string[] = [];

  function Section({ name }: { name: string }) {
    const [clicks, setClicks] = useState(0);
    useLayoutEffect(() => {
      log.push(`${name} hydrated`);
    }, [name]);
    return (
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        {name} {clicks}
      </button>
    );
  }

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
    const container = document.createElement("div");
    const html = renderToString(<Page />);
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(log).toEqual(["page hydrated", "profile hydrated", "passkeys hydrated"]);
    expect(container.innerHTML).toBe(html);
    const profile = container.querySelector("button");
    await act(async () => profile?.click());
    expect(profile?.textContent).toBe("profile 1");
    container.remove();
  });
});
