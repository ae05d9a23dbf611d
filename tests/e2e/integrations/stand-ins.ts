import { createServer, type Server } from "node:http";
import type { BrowserContext, Route } from "@playwright/test";

/**
 * Stand-ins for the integrations' browser code (issue 24). Each records that it ran in
 * `window.__standIns` and then does what the real one does to the page's policy: loads a
 * further script, opens a frame, calls its API, shows a picture. A directive the policy lacks
 * makes the browser refuse that step and report a `securitypolicyviolation`.
 *
 * The providers' origins are fixed in their SDKs (js.stripe.com, www.paypal.com, …), so their
 * stand-ins answer at those very origins through Playwright's routing: the browser checks the
 * policy against the real addresses, and nothing leaves the machine. Live chat's origin is
 * configurable (LIVE_CHAT_SRC): its stand-in is a small HTTP server on the loopback address.
 */

/** Marks `name` as run, and counts what it did that the policy let through. */
const RECORD = `
window.__standIns = window.__standIns || {};
function standIn(name, step) {
  var record = (window.__standIns[name] = window.__standIns[name] || { ran: true, steps: [] });
  if (step) record.steps.push(step);
}
function frame(name, src, parent) {
  var f = document.createElement("iframe");
  f.src = src;
  f.title = name + " stand-in";
  f.onload = function () { standIn(name, "frame"); };
  (parent || document.body).appendChild(f);
}
function call(name, url) {
  fetch(url, { method: "POST", mode: "no-cors", body: "{}" })
    .then(function () { standIn(name, "connect"); }, function () {});
}
function picture(name, src) {
  var i = new Image();
  i.onload = function () { standIn(name, "img"); };
  i.src = src;
}
function script(name, src, then) {
  var s = document.createElement("script");
  s.src = src;
  s.onload = function () { standIn(name, "script"); if (then) then(); };
  document.head.appendChild(s);
}
`;

const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

const js = (body: string) => ({ contentType: "application/javascript", body: RECORD + body });
const FRAME = { contentType: "text/html", body: "<!doctype html><title>stand-in</title><p>ok</p>" };

/** gtag.js: then its collection endpoints. */
const ANALYTICS = js(`
standIn("analytics");
call("analytics", "https://region1.google-analytics.com/g/collect?v=2");
picture("analytics", "https://www.google-analytics.com/collect.gif");
`);

/** Stripe.js v3: a Stripe object whose Payment Element mounts Stripe's frame. */
const STRIPE = js(`
standIn("stripe");
window.Stripe = function () {
  call("stripe", "https://api.stripe.com/v1/elements/sessions");
  picture("stripe", "https://q.stripe.com/stand-in.gif");
  var element = {
    mount: function (node) { frame("stripe", "https://js.stripe.com/v3/elements-inner-payment.html", node); },
    on: function () { return element; }, off: function () { return element; },
    once: function () { return element; }, update: function () {}, destroy: function () {},
    unmount: function () {}, blur: function () {}, focus: function () {}, clear: function () {},
    collapse: function () {},
  };
  var elements = {
    create: function () { return element; }, getElement: function () { return element; },
    update: function () {}, fetchUpdates: function () { return Promise.resolve({}); },
    submit: function () { return Promise.resolve({}); },
  };
  return {
    elements: function () { return elements; },
    // react-stripe-js recognises a Stripe object by these.
    createToken: function () { return Promise.resolve({}); },
    createPaymentMethod: function () { return Promise.resolve({}); },
    confirmCardPayment: function () { return Promise.resolve({}); },
    confirmPayment: function () { return Promise.resolve({ error: { message: "stand-in" } }); },
    _registerWrapper: function () {}, registerAppInfo: function () {},
  };
};
`);

/** PayPal's JS SDK: Smart Buttons drawn in PayPal's frame. */
const PAYPAL = js(`
standIn("paypal");
window.paypal = {
  version: "5.0.0-stand-in",
  Buttons: function () {
    return {
      isEligible: function () { return true; },
      render: function (container) {
        var node = typeof container === "string" ? document.querySelector(container) : container;
        frame("paypal", "https://www.paypal.com/smart/buttons?stand-in=1", node);
        call("paypal", "https://www.paypal.com/graphql?stand-in=1");
        picture("paypal", "https://www.paypalobjects.com/stand-in.png");
        return Promise.resolve();
      },
      close: function () { return Promise.resolve(); },
      updateProps: function () { return Promise.resolve(); },
    };
  },
};
`);

/** Widgets.js: loads Login-with, then the button draws the payments frame. */
const WALLET = js(`
standIn("wallet");
script("wallet", "https://api-cdn.amazon.com/sdk/login1.js", function () {
  window.amazon = { Login: { setClientId: function () {}, authorize: function () {} } };
  window.OffAmazonPayments = {
    Button: function (id) {
      frame("wallet", "https://payments.amazon.com/widgets/button?stand-in=1", document.getElementById(id));
      call("wallet", "https://payments.amazon.com/cba/api/stand-in");
      picture("wallet", "https://static-na.payments-amazon.com/stand-in.png");
    },
    Widgets: {},
  };
  if (window.onAmazonLoginReady) window.onAmazonLoginReady();
  if (window.onAmazonPaymentsReady) window.onAmazonPaymentsReady();
});
`);

/** What reached each stand-in origin, by integration name. */
export type Reached = Record<string, string[]>;

/** Routes every provider origin the integrations use to its stand-in. */
export async function routeProviders(context: BrowserContext): Promise<Reached> {
  const reached: Reached = {};
  const note = (name: string, route: Route) => {
    (reached[name] ??= []).push(`${route.request().method()} ${route.request().url()}`);
  };
  const answer =
    (name: string, body: { contentType: string; body: string | Buffer }) => (route: Route) => {
      note(name, route);
      return route.fulfill({ status: 200, ...body });
    };
  const image = { contentType: "image/png", body: PIXEL };
  const empty = { contentType: "text/plain", body: "" };
  const open = {
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Allow-Headers": "content-type, revision",
    "Access-Control-Allow-Methods": "POST, OPTIONS",
  };
  await context.route("https://www.googletagmanager.com/**", answer("analytics", ANALYTICS));
  await context.route(/^https:\/\/[^/]*google-analytics\.com\//, (route) => {
    note("analytics", route);
    return route.fulfill(route.request().method() === "GET" ? image : empty);
  });
  await context.route("https://a.klaviyo.com/**", (route) => {
    note("email-marketing", route);
    return route.fulfill({ status: 202, headers: open, body: "" });
  });
  await context.route("https://js.stripe.com/v3/elements-inner-**", answer("stripe", FRAME));
  await context.route(
    /^https:\/\/js\.stripe\.com\/(?!v3\/elements-inner)/,
    answer("stripe", STRIPE),
  );
  await context.route("https://api.stripe.com/**", answer("stripe", empty));
  await context.route("https://q.stripe.com/**", answer("stripe", image));
  await context.route("https://www.paypal.com/sdk/**", answer("paypal", PAYPAL));
  await context.route("https://www.paypal.com/smart/**", answer("paypal", FRAME));
  await context.route("https://www.paypal.com/graphql**", answer("paypal", empty));
  await context.route("https://www.paypalobjects.com/**", answer("paypal", image));
  await context.route("https://static-na.payments-amazon.com/**/*.js", answer("wallet", WALLET));
  await context.route("https://static-na.payments-amazon.com/**/*.png", answer("wallet", image));
  await context.route("https://api-cdn.amazon.com/**", answer("wallet", js("")));
  await context.route("https://payments.amazon.com/widgets/**", answer("wallet", FRAME));
  await context.route("https://payments.amazon.com/cba/**", answer("wallet", empty));
  return reached;
}

/** The live-chat widget, served on the loopback address like a vendor's own host. */
export function startChatServer(port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://127.0.0.1").pathname;
    const origin = `http://127.0.0.1:${port}`;
    if (path === "/widget.js") {
      response.writeHead(200, { "Content-Type": "application/javascript" });
      response.end(
        RECORD +
          `standIn("live-chat");
           frame("live-chat", "${origin}/frame.html");
           call("live-chat", "${origin}/api/visitor");
           picture("live-chat", "${origin}/avatar.png");
           var css = document.createElement("link");
           css.rel = "stylesheet"; css.href = "${origin}/widget.css";
           css.onload = function () { standIn("live-chat", "style"); };
           document.head.appendChild(css);`,
      );
      return;
    }
    const types: Record<string, [string, string | Buffer]> = {
      "/frame.html": ["text/html", FRAME.body],
      "/avatar.png": ["image/png", PIXEL],
      "/widget.css": ["text/css", ".stand-in-chat{display:none}"],
    };
    const [type, body] = types[path] ?? ["text/plain", ""];
    response.writeHead(200, { "Content-Type": type, "Access-Control-Allow-Origin": "*" });
    response.end(body);
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}
