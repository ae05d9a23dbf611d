"use client";

import { ErrorScreen } from "@/components/shell/error-screen";
import "./globals.css";

/** When even the layout fails: the same screen in a bare document (Next replaces the root). */
export default function GlobalError(props: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <html lang="en">
      <body>
        <main id="main">
          <ErrorScreen {...props} />
        </main>
      </body>
    </html>
  );
}
