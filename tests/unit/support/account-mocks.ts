import Cookies from "js-cookie";
import { api } from "./api-mock";

/**
 * The module mocks the account component tests share. jest.mock itself stays in each test file,
 * where it is hoisted above the imports, so its factory loads this module with requireActual:
 *
 *   jest.mock("../../lib/http/api-client", () =>
 *     jest.requireActual<typeof ApiMock>("./support/api-mock").apiClientMock(),
 *   );
 */

/** The stand-in API every typed call reaches (tests/unit/support/api-mock.ts). */
export { api };

/** What next/navigation's useRouter returns. */
export const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn() };

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
