const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * The signature with bits of its last character's alphabet index flipped: always another character.
 * Bit 4 is one of the 4 data bits the 43rd character carries (other bytes); bit 1 one of its 2
 * unused bits (the same 32 bytes decoded, another text: the server compares text, so it must fail).
 *
 * Never a fixed replacement: the corpus once sent `signature.slice(0, -1) + 'A'`, which is the
 * signature itself whenever it ends in 'A'. The signature's HMAC covers a random user id and the
 * current second, so its last character is one of 16 at random (2 unused bits): about one world in
 * 16 sent the real link as a "tampered" one, it rightly opened with 200 where 403 was expected, and
 * a full run (two worlds, SQLite and PostgreSQL) failed about one time in 8, whatever FUZZ_SEED said.
 */
export function lastCharacterFlipped(signature: string, bits: number): string {
  const index = BASE64URL.indexOf(signature.at(-1) ?? '');
  if (index < 0) throw new Error(`not a base64url signature: ${signature}`);
  return signature.slice(0, -1) + BASE64URL[index ^ bits];
}

/**
 * Variants of a signed link's query (`expires=…&signature=…`), each of which the server must refuse,
 * with a label naming what changed. Every one differs from the real query, or seeding stops.
 */
export function tamperedLinkQueries(query: string): Array<{ label: string; query: string }> {
  const params = new URLSearchParams(query);
  const expires = params.get('expires') ?? '';
  const signature = params.get('signature') ?? '';
  const variants: Array<[string, string]> = [
    ['expiry one second later', `expires=${Number(expires) + 1}&signature=${signature}`],
    ['expiry in 1970', `expires=1&signature=${signature}`],
    ['expiry far ahead', `expires=99999999999&signature=${signature}`],
    ['last signature character changed', `expires=${expires}&signature=${lastCharacterFlipped(signature, 4)}`],
    ['last signature character changed, same bytes', `expires=${expires}&signature=${lastCharacterFlipped(signature, 1)}`],
    ['no signature', `expires=${expires}`],
    ['no expiry', `signature=${signature}`],
    ['signature of all A', `expires=${expires}&signature=${'A'.repeat(43)}`],
    ['negative expiry', `expires=-1&signature=${signature}`],
    ['expiry 1e300', `expires=1e300&signature=${signature}`],
    ['expiry with a NUL', `expires=${expires}%00&signature=${signature}`],
  ];
  for (const [label, variant] of variants) {
    const same = new URLSearchParams(variant);
    if (same.get('expires') === expires && same.get('signature') === signature) throw new Error(`tampered link "${label}" is the real link: ${variant}`);
  }
  return variants.map(([label, variant]) => ({ label, query: variant }));
}
