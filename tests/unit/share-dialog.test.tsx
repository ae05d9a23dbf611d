/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { ShareDialog } from "../../components/configurator/share-dialog";
import { saveDesign, type SavedDesign } from "../../lib/configured-products/client";
import { HttpError } from "../../lib/http/client";
import type * as ApiMock from "./support/api-mock";
import { api } from "./support/api-mock";

jest.mock("../../lib/http/api-client", () =>
  jest.requireActual<typeof ApiMock>("./support/api-mock").apiClientMock(),
);
jest.mock("../../lib/configured-products/client", () => ({ saveDesign: jest.fn() }));
const mockedApi = jest.mocked(api);
const mockedSave = jest.mocked(saveDesign);

const DESIGN_ID = "0b6f1f4e-3c1a-4c39-9d7e-6f1f0e1d2c3b";
const ENCODED = "2.v11111111-2222-3333-4444-555555555555.yaaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee";
const props = {
  productLabel: "The City Tote",
  productName: "the-city-tote",
  encoded: ENCODED,
  productId: "9d7e6f1f-0e1d-4c3b-8b6f-1f4e3c1a4c39",
};
const saved: SavedDesign = {
  id: DESIGN_ID,
  data: ENCODED,
  price: 89500,
  image_url: `/api/external/public/configured-product-image/${DESIGN_ID}/bag.jpg`,
  validation: { complete: true },
};

// jsdom has <dialog> but neither showModal nor close; these follow the browser's behaviour.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});

const writeText = jest.fn<Promise<void>, [string]>();
beforeEach(() => {
  mockedApi.mockReset();
  mockedSave.mockReset();
  writeText.mockReset();
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
});

function openDialog() {
  render(<ShareDialog {...props} />);
  fireEvent.click(screen.getByRole("button", { name: "Share this design" }));
  return screen.getByRole("dialog", { name: "Share your City Tote" });
}

function fillForm(dialog: HTMLElement, values: { name: string; email: string; message?: string }) {
  fireEvent.change(within(dialog).getByLabelText("Your name"), { target: { value: values.name } });
  fireEvent.change(within(dialog).getByLabelText(/Friend's e-mail/), {
    target: { value: values.email },
  });
  if (values.message !== undefined) {
    fireEvent.change(within(dialog).getByLabelText(/Message/), {
      target: { value: values.message },
    });
  }
}

describe("ShareDialog", () => {
  it("opens a labelled modal, focuses its first action and gives focus back on close", async () => {
    const dialog = openDialog();
    expect(dialog).toHaveAttribute("open");
    await waitFor(() =>
      expect(within(dialog).getByRole("button", { name: "Copy link" })).toHaveFocus(),
    );

    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(dialog).not.toHaveAttribute("open");
    expect(screen.queryByRole("heading", { name: /Share your/ })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Share this design" })).toHaveFocus();
  });

  it("closes on Escape (the browser's cancel, then close)", async () => {
    const dialog = openDialog();
    // The browser answers Escape in a modal dialog by closing it, which fires "close".
    act(() => (dialog as HTMLDialogElement).close());
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Share this design" })).toHaveFocus(),
    );
    expect(within(dialog).queryByRole("button", { name: "Copy link" })).not.toBeInTheDocument();
  });

  it("copies the absolute configurator link", async () => {
    writeText.mockResolvedValueOnce(undefined);
    const dialog = openDialog();
    const link = `http://localhost/bags/the-city-tote?d=${ENCODED}`;
    expect(within(dialog).getByLabelText("Link")).toHaveValue(link);
    fireEvent.click(within(dialog).getByRole("button", { name: "Copy link" }));
    expect(await within(dialog).findByText("Link copied")).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(link);
  });

  it("selects the link for the shopper when the clipboard is refused", async () => {
    writeText.mockRejectedValueOnce(new DOMException("denied", "NotAllowedError"));
    const dialog = openDialog();
    fireEvent.click(within(dialog).getByRole("button", { name: "Copy link" }));
    expect(await within(dialog).findByText(/The link is selected/)).toBeInTheDocument();
    const input = within(dialog).getByLabelText<HTMLInputElement>("Link");
    expect(input).toHaveFocus();
    expect(input.selectionStart).toBe(0);
    expect(input.selectionEnd).toBe(input.value.length);
    expect(within(dialog).queryByText("Link copied")).not.toBeInTheDocument();
  });

  it("shows a validation message for a bad e-mail and sends nothing", async () => {
    const dialog = openDialog();
    fillForm(dialog, { name: "Ada", email: "ada@" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    const error = await within(dialog).findByText("Please enter your friend's e-mail address.");
    const input = within(dialog).getByLabelText(/Friend's e-mail/);
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input.getAttribute("aria-describedby")).toContain(error.id);
    expect(mockedSave).not.toHaveBeenCalled();
    expect(mockedApi).not.toHaveBeenCalled();
  });

  it("refuses a bare domain in the message (the mail carries only the link to the design)", async () => {
    const dialog = openDialog();
    fillForm(dialog, {
      name: "Ada",
      email: "grace@example.com",
      message: "Better price at atelier-ardent-verify.example/login",
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(
      await within(dialog).findByText(
        "Please leave out web addresses, e-mail addresses and links; the e-mail already links to your design.",
      ),
    ).toBeInTheDocument();
    expect(mockedSave).not.toHaveBeenCalled();
    expect(mockedApi).not.toHaveBeenCalled();
  });

  it("refuses a spelt-out domain and a phone number itself (issue 35)", async () => {
    const dialog = openDialog();
    fillForm(dialog, {
      name: "Ada",
      email: "grace@example.com",
      message: "Cheaper at evil dot com",
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(
      await within(dialog).findByText(
        "Please leave out web addresses, e-mail addresses and links; the e-mail already links to your design.",
      ),
    ).toBeInTheDocument();
    fillForm(dialog, { name: "Ada", email: "grace@example.com", message: "Call (212) 555-0123" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(
      await within(dialog).findByText(
        "Please leave out phone numbers; the e-mail already links to your design.",
      ),
    ).toBeInTheDocument();
    expect(mockedApi).not.toHaveBeenCalled();
  });

  it("shows the server's lookalike refusal next to the name (the confusables data is server-only)", async () => {
    const BRAND =
      "Please enter your own name; the e-mail already says it comes from Atelier Ardent.";
    mockedSave.mockResolvedValueOnce(saved);
    mockedApi.mockRejectedValueOnce(
      new HttpError(422, { status: "error", message: BRAND, errors: { sender_name: [BRAND] } }),
    );
    const dialog = openDialog();
    // Small capitals: only the server's reading knows them, so the dialog sends the request.
    fillForm(dialog, { name: "ᴀᴛᴇʟɪᴇʀ ᴀʀᴅᴇɴᴛ", email: "grace@example.com" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByText(BRAND)).toHaveClass("field__error");
    expect(within(dialog).getByLabelText("Your name")).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).queryByText(/we e-mailed/)).not.toBeInTheDocument();
  });

  it("saves the design once, sends, and confirms; a second friend reuses the saved design", async () => {
    mockedSave.mockResolvedValueOnce(saved);
    mockedApi.mockResolvedValue({ sent: true });
    const dialog = openDialog();
    fillForm(dialog, { name: " Ada ", email: "Grace@Example.com", message: "For the wedding?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(
      await within(dialog).findByText(
        "Sent — we e-mailed grace@example.com a link to this design.",
      ),
    ).toBeInTheDocument();
    expect(mockedSave).toHaveBeenCalledWith(props.productId, ENCODED);
    expect(mockedApi).toHaveBeenCalledWith("POST", "/public/share/customized-bag", {
      configured_product_id: DESIGN_ID,
      sender_name: "Ada",
      recipient_email: "grace@example.com",
      message: "For the wedding?",
    });
    // The name stays for the next friend; the address and note are cleared.
    expect(within(dialog).getByLabelText("Your name")).toHaveValue("Ada");
    expect(within(dialog).getByLabelText(/Friend's e-mail/)).toHaveValue("");

    fillForm(dialog, { name: "Ada", email: "alan@example.com" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByText(/we e-mailed alan@example.com/)).toBeInTheDocument();
    expect(mockedSave).toHaveBeenCalledTimes(1);
    expect(mockedApi).toHaveBeenCalledTimes(2);
    expect(mockedApi).toHaveBeenLastCalledWith(
      "POST",
      "/public/share/customized-bag",
      expect.objectContaining({
        configured_product_id: DESIGN_ID,
        recipient_email: "alan@example.com",
      }),
    );
  });

  it("sends once when the form is submitted twice in a row", async () => {
    let finish: (value: unknown) => void = () => undefined;
    mockedSave.mockResolvedValueOnce(saved);
    mockedApi.mockReturnValueOnce(
      new Promise<unknown>((resolve) => (finish = resolve)) as Promise<never>,
    );
    const dialog = openDialog();
    fillForm(dialog, { name: "Ada", email: "grace@example.com" });
    const form = within(dialog).getByTestId("share-form");
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(mockedApi).toHaveBeenCalledTimes(1));
    finish({ sent: true });
    expect(await within(dialog).findByText(/we e-mailed grace@example.com/)).toBeInTheDocument();
    expect(mockedSave).toHaveBeenCalledTimes(1);
    expect(mockedApi).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message when sending fails", async () => {
    mockedSave.mockResolvedValueOnce(saved);
    mockedApi.mockRejectedValueOnce(
      new HttpError(404, { status: "error", message: "Configured product not found." }),
    );
    const dialog = openDialog();
    fillForm(dialog, { name: "Ada", email: "grace@example.com" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Configured product not found.",
    );
    expect(within(dialog).queryByText(/we e-mailed/)).not.toBeInTheDocument();

    // The saved design is gone, so the retry saves it afresh rather than reusing a dead id.
    mockedSave.mockResolvedValueOnce({ ...saved, id: "5e0c2a1b-7f3d-4e8a-9b6c-1d2e3f4a5b6c" });
    mockedApi.mockResolvedValueOnce({ sent: true });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByText(/we e-mailed grace@example.com/)).toBeInTheDocument();
    expect(mockedSave).toHaveBeenCalledTimes(2);
    expect(mockedApi).toHaveBeenLastCalledWith(
      "POST",
      "/public/share/customized-bag",
      expect.objectContaining({ configured_product_id: "5e0c2a1b-7f3d-4e8a-9b6c-1d2e3f4a5b6c" }),
    );
  });

  it("puts a server field error next to its field", async () => {
    mockedSave.mockResolvedValueOnce(saved);
    mockedApi.mockRejectedValueOnce(
      new HttpError(422, {
        status: "error",
        message: "Please enter your friend's e-mail address.",
        errors: { recipient_email: ["Please enter your friend's e-mail address."] },
      }),
    );
    const dialog = openDialog();
    fillForm(dialog, { name: "Ada", email: "grace@example.com" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Please check the fields");
    expect(within(dialog).getByText("Please enter your friend's e-mail address.")).toHaveClass(
      "field__error",
    );
  });
});
