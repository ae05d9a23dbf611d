/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import Cookies from "js-cookie";
import { StaffTools } from "../../components/layout/staff-tools";
import { isStaff } from "../../lib/staff/role";
import { resetAccountMocks } from "./support/account-mocks";
import { AccountHarness, CUSTOMER } from "./support/account-harness";
import type * as ApiMock from "./support/api-mock";
import { api } from "./support/api-mock";

jest.mock("../../lib/http/api-client", () =>
  jest.requireActual<typeof ApiMock>("./support/api-mock").apiClientMock(),
);
const mockedApi = jest.mocked(api);

const STORES = {
  current: "web",
  override_allowed: true,
  preview: false,
  stores: [
    { name: "web", label: "Atelier Ardent", origin: "http://localhost:3000" },
    {
      name: "stylist-web",
      label: "Atelier Ardent Stylist",
      origin: "http://stylist.localhost:3000",
    },
  ],
};

const reload = jest.fn();
const NO_KIOSKS = { current: "web", can_enroll: false, this_device: null, devices: [] };

function signedInAs(role: "customer" | "staff", stores: unknown = STORES) {
  Cookies.set("customer_signed_in", "1", { path: "/" });
  mockedApi.mockImplementation(async (_method: string, path: string) => {
    if (path === "/customer/customers/by-token") return { ...CUSTOMER, role };
    if (path === "/staff/stores") return stores;
    if (path === "/staff/associate-locks") return [];
    if (path === "/staff/kiosk-devices") return NO_KIOSKS;
    // The strip's queue panels (returns, repairs, design-change payments): nothing waits.
    if (path.startsWith("/staff/returns")) return [];
    if (path.startsWith("/staff/repairs")) return [];
    if (path.startsWith("/staff/design-changes/follow-ups")) return [];
    return { preview: true };
  });
}

const tools = () =>
  render(
    <AccountHarness>
      <StaffTools reload={reload} />
    </AccountHarness>,
  );

beforeEach(() => {
  resetAccountMocks();
  reload.mockReset();
});

describe("isStaff", () => {
  it("is true for the staff role only", () => {
    expect(isStaff({ role: "staff" })).toBe(true);
    expect(isStaff({ role: "customer" })).toBe(false);
    expect(isStaff(null)).toBe(false);
  });
});

describe("StaffTools", () => {
  it("shows nothing to a customer, and never asks for the staff routes", async () => {
    signedInAs("customer");
    tools();
    await waitFor(() =>
      expect(mockedApi).toHaveBeenCalledWith("GET", "/customer/customers/by-token"),
    );
    expect(screen.queryByTestId("staff-tools")).not.toBeInTheDocument();
    expect(mockedApi).not.toHaveBeenCalledWith("GET", "/staff/stores");
  });

  it("shows nothing when nobody is signed in", () => {
    tools();
    expect(screen.queryByTestId("staff-tools")).not.toBeInTheDocument();
    expect(mockedApi).not.toHaveBeenCalled();
  });

  it("turns preview on for staff and reloads the page", async () => {
    signedInAs("staff");
    tools();
    const toggle = await screen.findByRole("button", { name: "Preview" });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    fireEvent.click(toggle);
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(mockedApi).toHaveBeenCalledWith("POST", "/staff/preview", { enabled: true });
  });

  it("says preview is on as the server sees it (not a cookie the page can read), and turns it off", async () => {
    signedInAs("staff", { ...STORES, preview: true });
    tools();
    const toggle = await screen.findByRole("button", { name: "Preview" });
    await waitFor(() => expect(toggle).toHaveAttribute("aria-pressed", "true"));
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(mockedApi).toHaveBeenCalledWith("POST", "/staff/preview", { enabled: false }),
    );
  });

  it("switches the store where the override is allowed", async () => {
    signedInAs("staff");
    tools();
    const select = await screen.findByLabelText("Store");
    expect(select).toHaveValue("web");
    fireEvent.change(select, { target: { value: "stylist-web" } });
    // Choosing in the list changes nothing yet (arrow keys pass through stores).
    expect(mockedApi).not.toHaveBeenCalledWith("POST", "/staff/stores", expect.anything());
    fireEvent.click(screen.getByRole("button", { name: "Show" }));
    await waitFor(() =>
      expect(mockedApi).toHaveBeenCalledWith("POST", "/staff/stores", { store: "stylist-web" }),
    );
    await waitFor(() => expect(reload).toHaveBeenCalled());
  });

  it("links to each store's own address where the override is off", async () => {
    signedInAs("staff", { ...STORES, override_allowed: false });
    tools();
    const link = await screen.findByRole("link", { name: "Atelier Ardent Stylist" });
    expect(link).toHaveAttribute("href", "http://stylist.localhost:3000");
    expect(screen.getByRole("link", { name: "Atelier Ardent" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(screen.queryByLabelText("Store")).not.toBeInTheDocument();
  });

  it("says why a call failed and stays usable", async () => {
    signedInAs("staff");
    tools();
    const toggle = await screen.findByRole("button", { name: "Preview" });
    await waitFor(() => expect(toggle).toBeEnabled());
    mockedApi.mockRejectedValueOnce(new Error("offline"));
    fireEvent.click(toggle);
    expect(await screen.findByText(/could not reach the store/)).toHaveAttribute("role", "alert");
    expect(toggle).toBeEnabled();
    expect(reload).not.toHaveBeenCalled();
  });

  it("lists locked associates and lifts a lock (issue 23)", async () => {
    const lock = {
      id: "5b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d",
      user_name: "dpatel",
      name: "Dev Patel",
      display_name: "Dev P.",
      store: { name: "dept-westchester", label: "Bramwell's Westchester" },
      locked_until: "2026-03-01T15:15:00.000Z",
    };
    signedInAs("staff");
    const staffAnswers = mockedApi.getMockImplementation()!;
    mockedApi.mockImplementation(async (method: string, path: string, ...rest: unknown[]) => {
      if (path === "/staff/associate-locks") return [lock];
      if (path === `/staff/associate-locks/${lock.id}`) return [];
      return staffAnswers(method, path, ...rest);
    });
    tools();
    const locks = await screen.findByTestId("associate-locks");
    expect(locks).toHaveTextContent("Locked associates (1)");
    expect(locks).toHaveTextContent("Dev Patel · Bramwell's Westchester · locked until");
    fireEvent.click(screen.getByRole("button", { name: "Lift the lock on Dev Patel" }));
    await waitFor(() => expect(locks).toHaveTextContent("Locked associates (0)"));
    expect(mockedApi).toHaveBeenCalledWith("DELETE", `/staff/associate-locks/${lock.id}`);
  });

  it("enrolls this browser as a kiosk and revokes one (issue 25)", async () => {
    const westchester = { name: "dept-westchester", label: "Bramwell's Westchester" };
    const device = (id: string, label: string, store = westchester) => ({
      id,
      label,
      store,
      state: "enrolled",
      created_by: "editor@atelier-ardent.test",
      created_at: "2026-03-01T10:00:00.000Z",
      enrolled_at: "2026-03-01T10:00:00.000Z",
      last_seen_at: "2026-03-01T11:00:00.000Z",
      revoked_at: null,
    });
    const old = device("6c1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d", "Floor 1");
    const elsewhere = device("7d1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d", "Uptown", {
      name: "dept-manhattan",
      label: "Bramwell's Manhattan",
    });
    const mine = device("8e1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d", "Floor 2");
    const at = { current: "dept-westchester", can_enroll: true };
    signedInAs("staff");
    const staffAnswers = mockedApi.getMockImplementation()!;
    mockedApi.mockImplementation(async (method: string, path: string, ...rest: unknown[]) => {
      if (path === "/staff/kiosk-devices" && method === "GET")
        return { ...at, this_device: null, devices: [old, elsewhere] };
      if (path === "/staff/kiosk-devices")
        return { ...at, this_device: mine.id, devices: [mine, old, elsewhere] };
      if (path === `/staff/kiosk-devices/${old.id}`)
        return { ...at, this_device: mine.id, devices: [mine, elsewhere] };
      return staffAnswers(method, path, ...rest);
    });
    tools();
    const kiosks = await screen.findByTestId("kiosk-devices");
    // At a kiosk store's address, that store's kiosks only.
    expect(kiosks).toHaveTextContent("Kiosks (1)");
    expect(kiosks).not.toHaveTextContent("Uptown");
    expect(screen.getByTestId("this-browser")).toHaveTextContent("This browser is not a kiosk");
    fireEvent.change(screen.getByLabelText("Kiosk name"), { target: { value: " Floor 2 " } });
    fireEvent.click(screen.getByRole("button", { name: "Enroll this browser" }));
    await waitFor(() =>
      expect(screen.getByTestId("this-browser")).toHaveTextContent(
        "This browser is the kiosk “Floor 2”.",
      ),
    );
    expect(mockedApi).toHaveBeenCalledWith("POST", "/staff/kiosk-devices", { label: "Floor 2" });
    expect(kiosks).toHaveTextContent("Kiosks (2)");
    fireEvent.click(
      screen.getByRole("button", { name: "Revoke the kiosk Floor 1 at Bramwell's Westchester" }),
    );
    await waitFor(() => expect(kiosks).toHaveTextContent("Kiosks (1)"));
    expect(mockedApi).toHaveBeenCalledWith("DELETE", `/staff/kiosk-devices/${old.id}`);
    expect(within(kiosks).getByRole("status")).toHaveTextContent("The kiosk “Floor 1” is revoked.");
  });
});
