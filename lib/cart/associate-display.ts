/** How an associate is named to shoppers: their display name, else "First L." */
export const associateDisplayName = (a: {
  displayName: string;
  firstName: string;
  lastName: string;
}): string => a.displayName || `${a.firstName} ${a.lastName.slice(0, 1)}.`;

/** The discounts on a bag (adjustments below zero), as a positive number of cents. */
export const discountsOf = (adjustments: readonly { amount: number }[]): number =>
  adjustments.reduce((sum, a) => sum + (a.amount < 0 ? -a.amount : 0), 0);
