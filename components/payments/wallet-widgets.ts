/**
 * The live wallet provider's browser widgets (Amazon Pay v1 "Widgets.js"): the sign-in button,
 * and on the return page the address book and wallet that create the order reference. Typed to
 * the few calls we make; loaded once per page.
 */
type WidgetError = { getErrorCode(): string; getErrorMessage(): string };
type Bindable = { bind(containerId: string): void };
type WidgetDesign = { design: { designMode: "responsive" } };

export type WalletLogin = {
  setClientId(clientId: string): void;
  authorize(options: { scope: string; popup: boolean }, redirectUrl: string): void;
};

export type WalletWidgetsApi = {
  Button(
    containerId: string,
    sellerId: string,
    options: {
      type: "PwA";
      color: "Gold";
      size: "medium";
      authorization: () => void;
      onError: (error: WidgetError) => void;
    },
  ): void;
  Widgets: {
    AddressBook: new (
      options: WidgetDesign & {
        sellerId: string;
        onOrderReferenceCreate: (reference: { getAmazonOrderReferenceId(): string }) => void;
        onAddressSelect: () => void;
        onError: (error: WidgetError) => void;
      },
    ) => Bindable;
    Wallet: new (
      options: WidgetDesign & {
        sellerId: string;
        /** Used when the Wallet is shown without the AddressBook (nothing to ship). */
        onOrderReferenceCreate?: (reference: { getAmazonOrderReferenceId(): string }) => void;
        onPaymentSelect: () => void;
        onError: (error: WidgetError) => void;
      },
    ) => Bindable;
  };
};

declare global {
  interface Window {
    amazon?: { Login: WalletLogin };
    OffAmazonPayments?: WalletWidgetsApi;
    onAmazonLoginReady?: () => void;
    onAmazonPaymentsReady?: () => void;
  }
}

/** Sign-in scopes: profile for the buyer, widgets and the full shipping address. */
export const WALLET_SCOPE = "profile payments:widget payments:shipping_address";

const SCRIPT = {
  sandbox: "https://static-na.payments-amazon.com/OffAmazonPayments/us/sandbox/js/Widgets.js",
  live: "https://static-na.payments-amazon.com/OffAmazonPayments/us/js/Widgets.js",
} as const;

let loading: Promise<{ login: WalletLogin; widgets: WalletWidgetsApi }> | null = null;

/** Loads Widgets.js, sets the client id, and resolves when both globals are ready. */
export function loadWalletWidgets(
  clientId: string,
  environment: "sandbox" | "live",
): Promise<{ login: WalletLogin; widgets: WalletWidgetsApi }> {
  loading ??= new Promise((resolve, reject) => {
    let loginReady = false;
    let paymentsReady = false;
    const settle = () => {
      const login = window.amazon?.Login;
      const widgets = window.OffAmazonPayments;
      if (loginReady && paymentsReady && login && widgets) resolve({ login, widgets });
    };
    window.onAmazonLoginReady = () => {
      window.amazon?.Login.setClientId(clientId);
      loginReady = true;
      settle();
    };
    window.onAmazonPaymentsReady = () => {
      paymentsReady = true;
      settle();
    };
    const script = document.createElement("script");
    script.src = SCRIPT[environment];
    script.async = true;
    script.onerror = () => {
      loading = null;
      reject(new Error("The wallet could not be loaded."));
    };
    document.head.appendChild(script);
  });
  return loading;
}
