/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { AppointmentForm } from "../../components/content/appointment-form";
import { NewsletterForm } from "../../components/content/newsletter-form";
import { HttpError } from "../../lib/http/client";
import type * as ApiMock from "./support/api-mock";
import { api } from "./support/api-mock";

jest.mock("../../lib/http/api-client", () =>
  jest.requireActual<typeof ApiMock>("./support/api-mock").apiClientMock(),
);
const mockedApi = jest.mocked(api);

beforeEach(() => mockedApi.mockReset());

const deferred = () => {
  let resolve: (value: unknown) => void = () => undefined;
  const promise = new Promise((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe("NewsletterForm", () => {
  it("shows an inline error tied to the field and sends nothing", async () => {
    render(<NewsletterForm />);
    fireEvent.change(screen.getByLabelText("E-mail address"), { target: { value: "nope" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign up" }));
    const error = await screen.findByText("Please enter a valid e-mail address.");
    const input = screen.getByLabelText("E-mail address");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input.getAttribute("aria-describedby")).toBe(error.id);
    expect(mockedApi).not.toHaveBeenCalled();
  });

  it("posts once, is disabled while sending, and confirms", async () => {
    const pending = deferred();
    mockedApi.mockReturnValueOnce(pending.promise as Promise<never>);
    render(<NewsletterForm />);
    fireEvent.change(screen.getByLabelText("E-mail address"), {
      target: { value: "Ada@Example.com" },
    });
    const form = screen.getByRole("form", { name: /sign up/i });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getByRole("button")).toBeDisabled());
    fireEvent.submit(form);
    pending.resolve({ pending: true });
    expect(await screen.findByText(/link to confirm/)).toHaveTextContent("ada@example.com");
    expect(screen.getByRole("status")).toHaveTextContent("ada@example.com");
    expect(mockedApi).toHaveBeenCalledTimes(1);
    expect(mockedApi).toHaveBeenCalledWith("POST", "/public/signup-to-newsletter", {
      email: "ada@example.com",
    });
    expect(screen.getByRole("button", { name: "Sign up" })).toBeEnabled();
  });

  it("shows a server field error next to the field and other errors as an alert", async () => {
    mockedApi.mockRejectedValueOnce(
      new HttpError(422, {
        status: "error",
        message: "Blocked address.",
        errors: { email: ["Blocked address."] },
      }),
    );
    render(<NewsletterForm />);
    fireEvent.change(screen.getByLabelText("E-mail address"), {
      target: { value: "ada@example.com" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Sign up" }));
    expect(await screen.findByText("Blocked address.")).toHaveClass("field__error");

    mockedApi.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    fireEvent.click(screen.getByRole("button", { name: "Sign up" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/could not reach the store/);
  });
});

describe("AppointmentForm", () => {
  it("requires a name and an e-mail address", async () => {
    render(<AppointmentForm />);
    fireEvent.click(screen.getByRole("button", { name: "Request appointment" }));
    expect(await screen.findByText("Please enter your name.")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid e-mail address.")).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
    expect(mockedApi).not.toHaveBeenCalled();
  });

  it("rejects a time in the past", async () => {
    render(<AppointmentForm />);
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Ada" } });
    fireEvent.change(screen.getByLabelText("E-mail address"), {
      target: { value: "ada@example.com" },
    });
    fireEvent.change(screen.getByLabelText(/Preferred date and time/), {
      target: { value: "2001-01-01T10:00" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Request appointment" }));
    expect(await screen.findByText("Please choose a time in the future.")).toBeInTheDocument();
    expect(mockedApi).not.toHaveBeenCalled();
  });

  it("sends the request with an ISO time, leaving out blank fields, and confirms", async () => {
    mockedApi.mockResolvedValueOnce({ requested: true });
    render(<AppointmentForm />);
    const when = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    when.setSeconds(0, 0);
    const pad = (n: number) => String(n).padStart(2, "0");
    const local = `${when.getFullYear()}-${pad(when.getMonth() + 1)}-${pad(when.getDate())}T${pad(when.getHours())}:${pad(when.getMinutes())}`;
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Ada" } });
    fireEvent.change(screen.getByLabelText("E-mail address"), {
      target: { value: "ada@example.com" },
    });
    fireEvent.change(screen.getByLabelText(/Preferred date and time/), {
      target: { value: local },
    });
    fireEvent.change(screen.getByLabelText(/Message/), { target: { value: "The studio." } });
    fireEvent.click(screen.getByRole("button", { name: "Request appointment" }));
    expect(await screen.findByText(/Thank you, Ada\./)).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("within one business day");
    expect(mockedApi).toHaveBeenCalledWith("POST", "/public/request-appointment", {
      name: "Ada",
      email: "ada@example.com",
      preferred_at: when.toISOString(),
      message: "The studio.",
    });
    expect(screen.getByLabelText("Name")).toHaveValue("");
  });

  it("puts server field errors next to their fields", async () => {
    mockedApi.mockRejectedValueOnce(
      new HttpError(422, {
        status: "error",
        message: "Please choose a time in the future.",
        errors: { preferred_at: ["Please choose a time in the future."] },
      }),
    );
    render(<AppointmentForm />);
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Ada" } });
    fireEvent.change(screen.getByLabelText("E-mail address"), {
      target: { value: "ada@example.com" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Request appointment" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please check the fields");
    expect(screen.getByText("Please choose a time in the future.")).toHaveClass("field__error");
  });
});
