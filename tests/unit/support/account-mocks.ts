import Cookies from "js-cookie";
import type * as HttpClient from "../../../lib/http/client";

/**
 * The module mocks the account component tests share. jest.mock itself stays in each test file,
 * where it is hoisted above the imports, so its factory loads this module with requireActual:
 *
 *   jest.mock("../../lib/http/client", () =>
 *     jest.requireActual<typeof AccountMocks>("./support/account-mocks").httpClientMock(),
 *   );
 */

/** lib/http/client's `api`, which swr's fetcher goes through as well. */
export const api = jest.fn();

/** What next/navigation's useRouter returns. */
export const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn() };

export function httpClientMock() {
  const actual = jest.requireActual<typeof HttpClient>("../../../lib/http/client");
  return { ...actual, api, swrFetcher: (path: string) => api("GET", path) };
}

export const navigationMock = () => ({ useRouter: () => router });

/** A clean slate for each test: the mocks, the tab's storage and the sign-in cookie. */
export function resetAccountMocks() {
  api.mockReset();
  router.push.mockReset();
  router.replace.mockReset();
  router.refresh.mockReset();
  window.sessionStorage.clear();
  Cookies.remove("customer_signed_in", { path: "/" });
}
