import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export interface Part {
  name: string;
  /** Present for a file part. */
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body built by hand, so tests control every byte a browser would send. */
export function multipartBody(parts: Part[]): { payload: Buffer; headers: { 'content-type': string } } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`, ...(part.contentType ? [`Content-Type: ${part.contentType}`] : []), '', ''].join('\r\n');
    chunks.push(Buffer.from(head), Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** One file in the field `file`, as the deposit form sends it. */
export function fileBody(data: Buffer | string, filename = 'screenshot.png', contentType = 'image/png') {
  return multipartBody([{ name: 'file', filename, contentType, data }]);
}

export function pngImage(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 80 } } })
    .png()
    .toBuffer();
}

export function jpegImage(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .toBuffer();
}

/** A PNG of random pixels: it does not compress, so its size is close to width × height × 3 bytes. */
export function noisePng(width: number, height: number): Promise<Buffer> {
  const pixels = randomBytes(width * height * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}
