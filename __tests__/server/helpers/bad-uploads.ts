import { deflateSync } from 'node:zlib';
import type { CorpusRequest, Sender } from './bad-input-corpus';
import type { Rng } from './bad-values';
import { fileBody, jpegImage, multipartBody, pngImage, type Part } from './multipart';

/**
 * Hostile uploads for POST /api/file/upload (SECURITY.md 13): broken multipart, files over 5 MB,
 * files that are not PNG or JPEG whatever their name says, images that lie about their size,
 * and polyglots. A polyglot that is a real image is accepted only re-encoded: its request names
 * a marker the stored file must no longer carry.
 */

const OP = 'POST /api/file/upload';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A well-formed PNG header claiming width × height, with a few bytes of pixels: it lies about its size. */
function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width >>> 0, 0);
  ihdr.writeUInt32BE(height >>> 0, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', ihdr), pngChunk('IDAT', deflateSync(Buffer.alloc(64))), pngChunk('IEND', Buffer.alloc(0))]);
}

/** The PNG with a chunk inserted after IHDR (which ends 33 bytes in). */
const withPngChunk = (png: Buffer, type: string, data: string) => Buffer.concat([png.subarray(0, 33), pngChunk(type, Buffer.from(data)), png.subarray(33)]);

/** The JPEG with its frame header (SOF0) claiming width × height. */
function jpegClaiming(jpeg: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(jpeg);
  for (let i = 2; i < copy.length - 9; i += 1) {
    if (copy[i] === 0xff && (copy[i + 1] === 0xc0 || copy[i + 1] === 0xc2)) {
      copy.writeUInt16BE(height, i + 5);
      copy.writeUInt16BE(width, i + 7);
      return copy;
    }
  }
  throw new Error('No SOF marker in the JPEG');
}

/** A JPEG with a comment segment (COM) right after its start marker. */
function jpegWithComment(jpeg: Buffer, comment: string): Buffer {
  const text = Buffer.from(comment);
  const head = Buffer.from([0xff, 0xfe, 0, 0]);
  head.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), head, text, jpeg.subarray(2)]);
}

const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const ZIP = Buffer.concat([Buffer.from('PK\x03\x04\x14\x00\x00\x00\x00\x00'), Buffer.from('payload.js'), Buffer.from('PK\x05\x06'), Buffer.alloc(18)]);

/** Files that are not PNG or JPEG, sent as if they were. */
const DISGUISED: Array<[string, Buffer]> = [
  ['GIF', GIF],
  ['GIF with a script after it', Buffer.concat([GIF, Buffer.from('<script>alert(1)</script>')])],
  ['SVG with a script', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>')],
  ['HTML', Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>')],
  ['PHP', Buffer.from('<?php system($_GET["c"]); ?>')],
  ['PDF', Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog /OpenAction <</S /JavaScript /JS (app.alert(1))>> >> endobj')],
  ['ZIP', ZIP],
  ['ELF', Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(64)])],
  ['BMP', Buffer.concat([Buffer.from('BM'), Buffer.alloc(60, 1)])],
  ['WEBP', Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 '), Buffer.alloc(32)])],
  ['TIFF', Buffer.concat([Buffer.from([0x49, 0x49, 0x2a, 0x00]), Buffer.alloc(40)])],
  ['ICO', Buffer.concat([Buffer.from([0, 0, 1, 0, 1, 0]), Buffer.alloc(40)])],
  ['HEIC', Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(32)])],
  ['plain text', Buffer.from('just some text')],
  ['UTF-16 BOM text', Buffer.from('\ufeff<script>', 'utf16le')],
  ['PNG signature, one byte short', PNG_SIGNATURE.subarray(0, 7)],
  ['JPEG start marker only', Buffer.from([0xff, 0xd8])],
];

interface Variant {
  kind: 'multipart' | 'image' | 'oversize' | 'polyglot';
  label: string;
  payload: Buffer;
  headers: Record<string, string>;
  /** Accepted only re-encoded: the stored file must not contain this text. */
  sanitized?: string;
}

const file = (data: Buffer, filename = 'photo.png', contentType = 'image/png') => fileBody(data, filename, contentType);

async function variants(rng: Rng): Promise<Variant[]> {
  const png = await pngImage(40, 30);
  const jpeg = await jpegImage(40, 30);
  const out: Variant[] = [];
  const add = (kind: Variant['kind'], label: string, body: { payload: Buffer; headers: Record<string, string> }, sanitized?: string) =>
    out.push({ kind, label, payload: body.payload, headers: body.headers, ...(sanitized ? { sanitized } : {}) });
  const raw = (contentType: string | undefined, payload: Buffer | string): { payload: Buffer; headers: Record<string, string> } => ({
    payload: Buffer.from(payload),
    headers: contentType ? { 'content-type': contentType } : {},
  });

  // Broken multipart.
  const good = file(png);
  const boundary = /boundary=(.+)$/.exec(good.headers['content-type'])?.[1] ?? '';
  add('multipart', 'no content type', raw(undefined, good.payload));
  add('multipart', 'multipart without a boundary', raw('multipart/form-data', good.payload));
  add('multipart', 'boundary that does not match the body', raw('multipart/form-data; boundary=other', good.payload));
  add('multipart', 'empty boundary', raw('multipart/form-data; boundary=', good.payload));
  add('multipart', 'body cut in the middle of the file', raw(good.headers['content-type'], good.payload.subarray(0, Math.floor(good.payload.length / 2))));
  add('multipart', 'body cut after the part headers', raw(good.headers['content-type'], good.payload.subarray(0, good.payload.indexOf('\r\n\r\n') + 4)));
  add('multipart', 'closing boundary missing', raw(good.headers['content-type'], good.payload.subarray(0, good.payload.lastIndexOf(`--${boundary}--`))));
  add('multipart', 'empty body', raw(good.headers['content-type'], ''));
  add('multipart', 'only the closing boundary', raw(good.headers['content-type'], `--${boundary}--\r\n`));
  add('multipart', 'garbage body', raw(good.headers['content-type'], Buffer.from(Array.from({ length: 512 }, () => Math.floor(rng() * 256)))));
  add(
    'multipart',
    'part without Content-Disposition',
    raw(good.headers['content-type'], Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Type: image/png\r\n\r\n`), png, Buffer.from(`\r\n--${boundary}--\r\n`)])),
  );
  add('multipart', 'raw PNG body, not multipart', raw('image/png', png));
  add('multipart', 'JSON body', raw('application/json', JSON.stringify({ file: png.toString('base64') })));
  add('multipart', 'form-urlencoded body', raw('application/x-www-form-urlencoded', `file=${png.toString('base64')}`));
  for (const name of ['image', 'files', 'file[]', 'FILE', '', '__proto__', 'constructor', 'file\u0000'])
    add('multipart', `field named ${JSON.stringify(name)}`, multipartBody([{ name, filename: 'a.png', contentType: 'image/png', data: png }]));
  add(
    'multipart',
    'two files',
    multipartBody([
      { name: 'file', filename: 'a.png', contentType: 'image/png', data: png },
      { name: 'file', filename: 'b.png', contentType: 'image/png', data: png },
    ]),
  );
  add(
    'multipart',
    'two files, the second not an image',
    multipartBody([
      { name: 'file', filename: 'a.png', contentType: 'image/png', data: png },
      { name: 'file', filename: 'b.html', contentType: 'text/html', data: '<script>alert(1)</script>' },
    ]),
  );
  add('multipart', 'a text field named file', multipartBody([{ name: 'file', data: png.toString('latin1') }]));
  add('multipart', 'empty file', file(Buffer.alloc(0)));
  add(
    'multipart',
    'too many fields before the file',
    multipartBody([...Array.from({ length: 8 }, (_, i): Part => ({ name: `f${i}`, data: 'x' })), { name: 'file', filename: 'a.png', contentType: 'image/png', data: png }]),
  );
  // @fastify/multipart refuses field names that are Object.prototype properties.
  for (const name of ['__proto__', 'constructor', 'toString']) {
    add(
      'multipart',
      `field ${name} before the file`,
      multipartBody([
        { name, data: '{"role":"admin"}' },
        { name: 'file', filename: 'a.png', contentType: 'image/png', data: png },
      ]),
    );
  }

  // Not PNG or JPEG, whatever the name and declared type say; hostile names do not help.
  for (const [label, data] of DISGUISED) add('image', `${label} as photo.png`, file(data));
  for (const filename of ['../../../uploads/evil.png', 'evil.png.html', 'a\u202egnp.exe', '<script>.png', 'x'.repeat(1000) + '.png', 'con.png', '.htaccess']) {
    add('image', `SVG named ${JSON.stringify(filename).slice(0, 30)}`, file(DISGUISED[2]?.[1] ?? Buffer.alloc(0), filename, 'image/svg+xml'));
  }
  add('image', 'random bytes', file(Buffer.from(Array.from({ length: 2048 }, () => Math.floor(rng() * 256)))));

  // PNG and JPEG signatures without a readable image behind them.
  add('image', 'PNG signature then garbage', file(Buffer.concat([PNG_SIGNATURE, Buffer.from('<html><script>alert(1)</script></html>')])));
  add('image', 'JPEG start then garbage', file(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<script>alert(1)</script>')]), 'a.jpg', 'image/jpeg'));
  for (const length of [8, 16, 33, 45, Math.floor(png.length / 2), png.length - 13]) add('image', `PNG truncated to ${length} bytes`, file(png.subarray(0, length)));
  for (const length of [3, 20, Math.floor(jpeg.length / 2)]) add('image', `JPEG truncated to ${length} bytes`, file(jpeg.subarray(0, length), 'a.jpg', 'image/jpeg'));
  add('image', 'PNG with a broken CRC', file(Buffer.concat([png.subarray(0, 29), Buffer.from([0, 0, 0, 0]), png.subarray(33)])));

  // Images that claim more than 25 megapixels (or an impossible size), with a handful of bytes of pixels.
  for (const [w, h] of [
    [5001, 5000],
    [100_000, 100_000],
    [2_147_483_647, 1],
    [1, 2_147_483_647],
    [0, 0],
    [4_294_967_295, 4_294_967_295],
  ] as const) {
    add('image', `PNG claiming ${w}x${h}`, file(pngClaiming(w, h)));
  }
  for (const [w, h] of [
    [65_000, 65_000],
    [6000, 5000],
    [0, 0],
  ] as const)
    add('image', `JPEG claiming ${w}x${h}`, file(jpegClaiming(jpeg, w, h), 'a.jpg', 'image/jpeg'));

  // Over 5 MB: refused while streaming, whatever the bytes.
  add('oversize', 'PNG signature then 5 MB + 1', file(Buffer.concat([PNG_SIGNATURE, Buffer.alloc(5 * 1024 * 1024 - 7, 0x41)])));
  add('oversize', 'JPEG of 6 MB', file(Buffer.concat([jpeg, Buffer.alloc(6 * 1024 * 1024)]), 'a.jpg', 'image/jpeg'));
  add('oversize', 'GIF of 6 MB', file(Buffer.concat([GIF, Buffer.alloc(6 * 1024 * 1024)])));

  // Real images carrying a payload: accepted only re-encoded, without it.
  add('polyglot', 'PNG with HTML appended', file(Buffer.concat([png, Buffer.from('<html><script>alert("polyglot-html")</script>')])), 'polyglot-html');
  add('polyglot', 'PNG with a ZIP appended', file(Buffer.concat([png, ZIP, Buffer.from('polyglot-zip')])), 'polyglot-zip');
  add('polyglot', 'PNG with a script in a text chunk', file(withPngChunk(png, 'tEXt', 'Comment\u0000<script>polyglot-text</script>')), 'polyglot-text');
  add('polyglot', 'JPEG with a script in its comment', file(jpegWithComment(jpeg, '<script>polyglot-comment</script>'), 'a.jpg', 'image/jpeg'), 'polyglot-comment');
  add('polyglot', 'JPEG with JavaScript appended', file(Buffer.concat([jpeg, Buffer.from('/*polyglot-js*/alert(1)')]), 'a.jpg', 'image/jpeg'), 'polyglot-js');
  return out;
}

/**
 * Each hostile upload sent as an investor (private) and as an administrator (private and public),
 * the sender of an oversize one chosen by the PRNG to keep the run short.
 */
export async function uploadCorpus(rng: Rng): Promise<CorpusRequest[]> {
  const senders: Array<[Sender, string]> = [
    ['investor', 'private'],
    ['admin', 'private'],
    ['admin', 'public'],
  ];
  return (await variants(rng)).flatMap((variant) => {
    const chosen = variant.kind === 'oversize' ? [senders[Math.floor(rng() * senders.length)] as [Sender, string]] : senders;
    return chosen.map(([as, visibility]) => ({
      op: OP,
      kind: variant.kind,
      label: `${variant.label} (${as}, ${visibility})`,
      method: 'POST',
      url: `/api/file/upload?visibility=${visibility}`,
      as,
      payload: variant.payload,
      headers: variant.headers,
      ...(variant.sanitized ? { sanitized: variant.sanitized } : {}),
    }));
  });
}
