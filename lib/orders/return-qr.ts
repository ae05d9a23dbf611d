import "server-only";
import QRCode from "qrcode";

/**
 * The return number as a QR code, an SVG drawn on the server (`qrcode`, ADR 0365): the page
 * prints it without a script, and the warehouse's scanner reads the number alone (no address,
 * no personal data in the code).
 */
export function returnQrSvg(number: string): Promise<string> {
  return QRCode.toString(number, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}
