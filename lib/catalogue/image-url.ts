/**
 * Product image URL per spec section 7: `{asset host}/images/{file_name, spaces turned to +}.{ext}`.
 * The file on disk carries the same `+`, so the URL and the file name agree byte for byte.
 */
export function imagePath(fileName: string, extension: string): string {
  return `/images/${imageFileBase(fileName)}.${extension}`;
}

function imageFileBase(fileName: string): string {
  return fileName.trim().replace(/\s+/g, "+");
}

export function imageUrl(assetHost: string, fileName: string, extension: string): string {
  return `${assetHost.replace(/\/+$/, "")}${imagePath(fileName, extension)}`;
}
