import Box from '@mui/material/Box';

const PROBE = '\u{1F1E7}\u{1F1E9}'; // 🇧🇩: two regional-indicator letters
let drawsFlags: boolean | undefined;

/**
 * Whether this device draws a flag emoji as one flag: Windows and phones without an emoji font draw
 * the two regional-indicator letters apart (or as two boxes), about twice as wide as one flag. Read
 * once from a canvas; without an OffscreenCanvas (jsdom, old browsers) the flag is trusted.
 */
function canDrawFlags(): boolean {
  if (drawsFlags !== undefined) return drawsFlags;
  const context = typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d');
  if (!context) return (drawsFlags = true);
  context.font = '32px sans-serif';
  const together = context.measureText(PROBE).width;
  const apart = context.measureText(PROBE.slice(0, 2)).width + context.measureText(PROBE.slice(2)).width;
  drawsFlags = together > 0 && together < apart * 0.75;
  return drawsFlags;
}

/** A country's flag, or its two-letter code in a small box where the device cannot draw flags. */
export function CountryFlag({ flag, code }: { flag: string; code: string }) {
  if (canDrawFlags()) {
    return (
      <Box component="span" aria-hidden sx={{ fontSize: '1.25rem' }}>
        {flag}
      </Box>
    );
  }
  return (
    <Box
      component="span"
      aria-hidden
      sx={{ fontSize: '0.75rem', fontWeight: 600, lineHeight: 1, px: 0.5, py: 0.25, border: 1, borderColor: 'divider', borderRadius: 0.5, minWidth: '2.2em', textAlign: 'center' }}
    >
      {code.toUpperCase()}
    </Box>
  );
}
