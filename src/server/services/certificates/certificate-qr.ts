import QRCode from 'qrcode';

/**
 * Draws `text` as a QR code, `size` points square with its top-left corner at (x, y): the matrix comes
 * from `qrcode`, the squares from pdfkit, so the code is vector and needs no image. Level M survives a
 * crease or a smudge on a printed page.
 */
export function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const modules = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const cell = size / modules.size;
  doc.save();
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) doc.rect(x + col * cell, y + row * cell, cell, cell);
    }
  }
  doc.fillColor('black').fill();
  doc.restore();
}

/** The address the certificate prints, without the scheme, so it is short enough to type: "invest.example.com/verify/CER-1A2B3C4D". */
export const shortAddress = (url: string): string => url.replace(/^https?:\/\//, '');
