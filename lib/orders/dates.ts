const day = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "America/New_York",
});

/** "March 1, 2026", in the atelier's time zone, so the page, the mail and the browser agree. */
export const atelierDate = (at: Date | string) => day.format(new Date(at));
