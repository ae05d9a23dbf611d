/** The Open Graph image of a product: a 1200x630 JPEG drawn by the seed from its thumbnail. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export const ogImagePath = (productName: string) => `/images/og/${productName}.jpg`;
