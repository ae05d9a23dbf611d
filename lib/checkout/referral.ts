/**
 * "How did you hear about us" (referrer inputs, spec 6): a fixed list, so marketing can count
 * answers, with "Other" for the rest. Shared by the checkout form and the server's validation.
 */
export const REFERRAL_SOURCES = [
  ["instagram", "Instagram or social media"],
  ["friend", "A friend or family member"],
  ["press", "Press or a magazine"],
  ["search", "A search engine"],
  ["event", "A trunk show or event"],
  ["charity", "A charity partner"],
  ["other", "Somewhere else"],
] as const;

export type ReferralSource = (typeof REFERRAL_SOURCES)[number][0];

export const REFERRAL_SOURCE_VALUES = REFERRAL_SOURCES.map(([value]) => value) as [
  ReferralSource,
  ...ReferralSource[],
];

export function referralLabel(source: string | null | undefined): string | null {
  return REFERRAL_SOURCES.find(([value]) => value === source)?.[1] ?? null;
}
