import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '../../../shared/constants';
import { SNIFF_BYTES, sniffImageType, type ImageType } from './image-type';
import { toUploadError, uploadErrors } from './upload-errors';

/** Limits for @fastify/multipart on the upload route: one file, a handful of small fields. */
export const UPLOAD_LIMITS = { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 20 };

export interface ReceivedUpload<T> {
  /** A temporary file holding the upload as sent; the caller removes it. */
  path: string;
  type: T;
  /** How many bytes the file has. */
  size: number;
}

export type ReceivedImage = ReceivedUpload<ImageType>;

/** What an upload route accepts: its type, known from the first `bytes` bytes, and its refusal. */
export interface UploadSniff<T> {
  bytes: number;
  sniff: (head: Buffer) => T | null;
  refuse: () => Error;
}

const IMAGE_SNIFF: UploadSniff<ImageType> = { bytes: SNIFF_BYTES, sniff: sniffImageType, refuse: uploadErrors.unsupportedType };

/** Passes bytes through, deciding the type from the first bytes: a wrong type stops the upload at once. */
class Sniffer<T> extends Transform {
  type: T | null = null;
  private head = Buffer.alloc(0);
  bytes = 0;

  constructor(private readonly rule: UploadSniff<T>) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.type === null) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, this.rule.bytes)]);
      if (this.head.length >= this.rule.bytes && !this.decide()) return callback(this.rule.refuse());
    }
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    if (this.bytes === 0) return callback(uploadErrors.noFile());
    if (this.type === null && !this.decide()) return callback(this.rule.refuse());
    callback();
  }

  private decide(): boolean {
    this.type = this.rule.sniff(this.head);
    return this.type !== null;
  }
}

// A client refused early is still sending; beyond this much more it is cut off instead of drained.
const DISCARD_MAX_BYTES = 4 * UPLOAD_MAX_BYTES;

/**
 * After an early refusal (wrong type, too large) the rest of the body is read and dropped, never
 * stored: a server that stops reading makes the client see a reset connection instead of the
 * answer. Far more data than any honest upload is not drained but cut off.
 */
function discardRestOfBody(request: FastifyRequest): void {
  const raw = request.raw;
  if (raw.readableEnded) return;
  raw.unpipe();
  let discarded = 0;
  raw.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DISCARD_MAX_BYTES) raw.destroy();
  });
  raw.resume();
}

/**
 * Streams the multipart field `file` to a temporary file in `tmpDir`, never holding it in memory:
 * refused with 415 on its first bytes if it is not PNG or JPEG, and with 413 the moment it
 * passes 5 MB. Any other multipart problem is a 400, never a 500.
 */
export async function receiveImage(request: FastifyRequest, tmpDir: string): Promise<ReceivedImage> {
  return receiveUpload(request, tmpDir, IMAGE_SNIFF);
}

/** `receiveImage` for any type `rule` knows (project documents take PDFs). */
export async function receiveUpload<T>(request: FastifyRequest, tmpDir: string, rule: UploadSniff<T>): Promise<ReceivedUpload<T>> {
  const parts = request.parts();
  const nextPart = () =>
    parts.next().catch((error: unknown) => {
      throw toUploadError(error);
    });
  // Fields before the file are ignored, as a browser form may send them.
  let next = await nextPart();
  while (!next.done && next.value.type !== 'file') next = await nextPart();
  if (next.done || next.value.type !== 'file') throw uploadErrors.noFile();
  const part = next.value;
  if (part.fieldname !== 'file') {
    part.file.destroy();
    discardRestOfBody(request);
    throw uploadErrors.noFile();
  }
  // busboy stops passing data at the limit and flags the stream; fail there rather than at the end.
  part.file.once('limit', () => part.file.destroy(uploadErrors.tooLarge()));

  await fs.promises.mkdir(tmpDir, { recursive: true, mode: 0o700 });
  const target = path.join(tmpDir, `${randomBytes(12).toString('hex')}.upload`);
  const sniffer = new Sniffer(rule);
  const out = fs.createWriteStream(target, { flags: 'wx', mode: 0o600 });
  try {
    await pipeline(part.file, sniffer, out);
    if (part.file.truncated) throw uploadErrors.tooLarge();
    if (sniffer.type === null) throw rule.refuse();
    // The body must end with the file. A second file or a later field is refused, and so is a part
    // the multipart plugin objected to on the way (a field named __proto__), which it reports only
    // here, at the end of the body.
    if (!(await nextPart()).done) throw uploadErrors.tooManyParts();
    return { path: target, type: sniffer.type, size: sniffer.bytes };
  } catch (error) {
    discardRestOfBody(request);
    // An early refusal can come while the file is still being opened; removing it before the
    // stream has closed would let that late open create it again, and it would be left behind.
    if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
    await fs.promises.rm(target, { force: true });
    throw toUploadError(error);
  }
}
