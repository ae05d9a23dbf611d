/** "Share your City Tote": the dialog's title, without the product name's own article. */
export const shareTitle = (productLabel: string): string =>
  `Share your ${productLabel.replace(/^(the|a|an)\s+/i, "")}`;
