"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { SiteSection } from "@/lib/retail/sections";
import type { RetailStore } from "@/lib/retail/stores";

export type RetailStoreContextValue = {
  store: RetailStore;
  sections: Readonly<Record<SiteSection, boolean>>;
};

const RetailStoreContext = createContext<RetailStoreContextValue | null>(null);

export function RetailStoreProvider({
  value,
  children,
}: {
  value: RetailStoreContextValue;
  children: ReactNode;
}) {
  return <RetailStoreContext.Provider value={value}>{children}</RetailStoreContext.Provider>;
}

/** The store the proxy resolved for this request, for client components. */
export function useRetailStore(): RetailStoreContextValue {
  const value = useContext(RetailStoreContext);
  if (!value) throw new Error("useRetailStore must be used inside <RetailStoreProvider>.");
  return value;
}
