import QRCode from "qrcode";

/** A QR code ready to draw as an SVG: its size in modules (with the quiet zone) and one path of its dark modules. */
export interface QrDrawing {
  size: number;
  path: string;
}

/** The empty border scanners need around a code, in modules. */
const QUIET_ZONE = 4;

/**
 * Encodes `text` as a QR code (the `qrcode` package) and describes it as one
 * SVG path, drawn by the page itself: no image service sees the text (an
 * authenticator's set-up key), and nothing but the path reaches the page.
 * Each run of dark modules in a row is one rectangle.
 */
export function qrDrawing(text: string): QrDrawing {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      parts.push(
        `M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h-${col - start}z`,
      );
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, path: parts.join("") };
}
