/**
 * Deterministic demo artwork for seeded projects and promotions.
 * Each image is an SVG built in code (shapes and gradients only, no text or
 * fonts, no external references) and rendered to JPEG with sharp.
 */
import { loadSharp } from '../../src/server/services/load-sharp';
import { boat, car, circle, cloud, createRng, crescentPath, el, linearGradient, mix, poly, radialGradient, rect, skyline, starPoints, tree, type Light } from './svg-scene';

interface TimeOfDay {
  sky: readonly [string, string, string];
  light: Light;
  haze: string;
  cloud: string;
  cloudOpacity: number;
  water: readonly [string, string];
  grass: string;
  glow: string;
}

const TIMES: readonly TimeOfDay[] = [
  {
    sky: ['#3f7fc8', '#8ec3ec', '#e4f3fb'],
    light: { tint: '#dbeeff', tintAmount: 0.06, lit: '#fff3c4', litChance: 0.06, dark: '#1d2a3a', glass: '#7fa9c9' },
    haze: '#bcd9ee',
    cloud: '#ffffff',
    cloudOpacity: 0.9,
    water: ['#6aa6d6', '#2f6b9a'],
    grass: '#6fae4f',
    glow: '#ffffff',
  },
  {
    sky: ['#f08a4b', '#ffc27a', '#fff0c9'],
    light: { tint: '#ffb46b', tintAmount: 0.22, lit: '#ffe6a6', litChance: 0.18, dark: '#3a2418', glass: '#c98f6a' },
    haze: '#f8cf9a',
    cloud: '#ffe6cc',
    cloudOpacity: 0.85,
    water: ['#f2b077', '#8a5a4a'],
    grass: '#8aa84a',
    glow: '#fff2c0',
  },
  {
    sky: ['#141d3f', '#4b3a78', '#e9876b'],
    light: { tint: '#2b2453', tintAmount: 0.5, lit: '#ffcf6e', litChance: 0.5, dark: '#0c0a1c', glass: '#3a3a66' },
    haze: '#6d4f7f',
    cloud: '#9a7fb3',
    cloudOpacity: 0.45,
    water: ['#4b3a78', '#141d3f'],
    grass: '#2f4a3a',
    glow: '#fff2c0',
  },
];

const DEFAULT_TIME: TimeOfDay = TIMES[0] as TimeOfDay;

function renderProjectSvg(seed: number): string {
  const rng = createRng(seed);
  const W = 1200;
  const H = 800;
  const t = TIMES[Math.abs(seed) % TIMES.length] ?? DEFAULT_TIME;
  const hasWater = rng.chance(0.45);
  const base = hasWater ? 560 : 610;
  const defs =
    linearGradient('sky', [
      [0, t.sky[0]],
      [0.6, t.sky[1]],
      [1, t.sky[2]],
    ]) +
    radialGradient('glow', [
      [0, t.glow, 0.9],
      [0.25, t.glow, 0.4],
      [1, t.glow, 0],
    ]) +
    linearGradient('water', [
      [0, t.water[0]],
      [1, t.water[1]],
    ]) +
    linearGradient('ground', [
      [0, t.grass],
      [1, mix(t.grass, t.light.dark, 0.35)],
    ]) +
    radialGradient('vignette', [
      [0.65, '#000000', 0],
      [1, '#000000', 0.25],
    ]);
  let s = rect(0, 0, W, H, 'url(#sky)') + rect(0, 0, W, H, 'url(#vignette)');

  // Sun, moon and stars.
  const night = t === TIMES[2];
  const sx = rng.range(180, 1020);
  if (night) {
    for (let i = 0; i < 70; i++) s += circle(rng.range(0, W), rng.range(0, 330), rng.range(0.6, 1.8), '#ffffff', { opacity: rng.range(0.3, 0.9) });
    const sy = rng.range(90, 170);
    s += circle(sx, sy, 120, 'url(#glow)', { opacity: 0.5 });
    s += el('path', { d: crescentPath(sx, sy, 34, 30, 16), fill: '#fdf3d0' });
  } else {
    const sy = t === TIMES[1] ? rng.range(300, 400) : rng.range(100, 180);
    const r = t === TIMES[1] ? 70 : 46;
    s += circle(sx, sy, r * 5, 'url(#glow)');
    s += circle(sx, sy, r, t === TIMES[1] ? '#fff3c8' : '#fffef5');
  }
  for (let i = rng.int(2, 5); i > 0; i--) s += cloud(rng, rng.range(60, 1140), rng.range(70, 300), rng.range(0.7, 1.5), t.cloud, t.cloudOpacity);
  if (!night && rng.chance(0.7)) {
    const bx = rng.range(200, 1000);
    const by = rng.range(120, 260);
    for (let i = 0; i < rng.int(3, 6); i++) {
      const x = bx + rng.range(-90, 90);
      const y = by + rng.range(-40, 40);
      s += el('path', { d: `M${x - 9},${y} q4.5,-5 9,0 q4.5,-5 9,0`, stroke: t.light.dark, 'stroke-width': 1.8, fill: 'none', opacity: 0.6 });
    }
  }

  // Distant haze skyline.
  let far = '';
  for (let x = -10; x < W; x += rng.range(22, 60)) {
    const h = rng.range(40, 170);
    far += rect(x, base - h, rng.range(20, 55), h, mix(t.haze, t.light.dark, 0.18));
  }
  s += el('g', { opacity: 0.55 }, far);

  // Main skyline: 5-12 buildings in a back and a front row.
  const backCount = rng.int(3, 6);
  const frontCount = Math.min(12 - backCount, rng.int(2, 6));
  const city = skyline(rng, t.light, t.haze, base, backCount, true) + skyline(rng, t.light, t.haze, base, frontCount, false);
  s += city;

  let trees = '';
  for (let i = rng.int(4, 9); i > 0; i--) trees += tree(rng, rng.range(10, W - 10), base + 8, rng.range(26, 46), t.light);

  if (hasWater) {
    const wy = base + 14;
    s += rect(0, base, W, 14, mix('#b9ad98', t.light.tint, t.light.tintAmount));
    s += trees;
    s += rect(0, wy, W, H - wy, 'url(#water)');
    s += el('g', { transform: `translate(0 ${2 * wy}) scale(1 -1)`, opacity: 0.28 }, city);
    for (let i = 0; i < 45; i++) {
      s += rect(rng.range(0, W), rng.range(wy + 6, H), rng.range(30, 160), 2, night ? t.light.lit : '#ffffff', { opacity: rng.range(0.08, 0.3) });
    }
    if (rng.chance(0.8)) {
      s += boat(rng.range(150, 900), rng.range(690, 750), t.light);
    }
  } else {
    s += rect(0, base, W, 40, 'url(#ground)');
    s += trees;
    s += rect(0, base + 38, W, 10, mix('#cfcac0', t.light.tint, t.light.tintAmount));
    const road = mix('#5b5f66', t.light.dark, night ? 0.4 : 0.1);
    s += rect(0, base + 48, W, 96, road);
    for (let x = 20; x < W; x += 90) s += rect(x, base + 94, 48, 5, '#f4f1e6', { opacity: 0.85 });
    for (let i = rng.int(1, 3); i > 0; i--) {
      s += car(rng, rng.range(40, 1080), rng.chance(0.5) ? base + 54 : base + 100, t.light);
    }
    s += rect(0, base + 144, W, H - base - 144, 'url(#ground)');
    for (let i = rng.int(6, 12); i > 0; i--) {
      s += el('ellipse', { cx: rng.range(0, W), cy: H - rng.range(0, 20), rx: rng.range(30, 70), ry: rng.range(14, 26), fill: mix(t.grass, t.light.dark, rng.range(0.1, 0.35)) });
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${s}</svg>`;
}

const mod = (a: number, n: number): number => ((Math.trunc(a) % n) + n) % n;

const PROMO_PALETTES = [
  ['#0b4f3c', '#1c8c64', '#f2c14e'],
  ['#1b2a4a', '#2f6690', '#f4a259'],
  ['#5a1e3c', '#b23a48', '#f7d08a'],
  ['#153243', '#0f8b8d', '#ffd166'],
  ['#2c1f6b', '#7b5cc4', '#f9c74f'],
] as const;

function renderPromotionSvg(seed: number): string {
  const rng = createRng(seed * 7919 + 17);
  const W = 1200;
  const H = 600;
  const [c0, c1, accent] = PROMO_PALETTES[mod(seed - 1, PROMO_PALETTES.length)] ?? PROMO_PALETTES[0];
  const defs =
    linearGradient(
      'bg',
      [
        [0, c0],
        [1, c1],
      ],
      1,
      1,
    ) +
    linearGradient(
      'band',
      [
        [0, '#ffffff', 0.16],
        [1, '#ffffff', 0.02],
      ],
      1,
      0,
    ) +
    radialGradient('halo', [
      [0, accent, 0.45],
      [1, accent, 0],
    ]);
  let s = rect(0, 0, W, H, 'url(#bg)');

  // Geometric Islamic star lattice, fading in towards the right.
  const step = rng.pick([70, 80, 90]);
  for (let y = 0; y <= H + step; y += step) {
    for (let x = ((y / step) % 2) * (step / 2); x <= W + step; x += step) {
      const o = 0.03 + 0.17 * (x / W);
      const R = step * 0.42;
      const attrs = { stroke: '#ffffff', 'stroke-width': 1.5, opacity: o, 'fill-opacity': 0 };
      s += poly(starPoints(x, y, R, R * 0.765, 8, Math.PI / 8), 'none', attrs);
      s += poly(starPoints(x, y, R * 0.45, R * 0.3, 8, 0), accent, { opacity: o * 0.9 });
    }
  }

  // Bold diagonal bands.
  const bx = rng.range(380, 560);
  const slant = rng.range(160, 320);
  s += poly(
    [
      [bx, 0],
      [bx + 260, 0],
      [bx + 260 - slant, H],
      [bx - slant, H],
    ],
    'url(#band)',
  );
  s += poly(
    [
      [bx + 300, 0],
      [bx + 330, 0],
      [bx + 330 - slant, H],
      [bx + 300 - slant, H],
    ],
    accent,
    { opacity: 0.85 },
  );
  s += poly(
    [
      [0, H * 0.72],
      [W * 0.38, H],
      [0, H],
    ],
    '#000000',
    { opacity: 0.18 },
  );

  // Large emblem: halo, ring and one of three motifs.
  const cx = rng.range(840, 930);
  const cy = rng.range(250, 300);
  const R = rng.range(190, 220);
  s += circle(cx, cy, R * 1.6, 'url(#halo)');
  s += circle(cx, cy, R, mix(c1, '#ffffff', 0.12), { opacity: 0.55 });
  s += circle(cx, cy, R + 14, 'none', { stroke: accent, 'stroke-width': 6 });
  s += circle(cx, cy, R - 16, 'none', { stroke: '#ffffff', 'stroke-width': 2, opacity: 0.5, 'stroke-dasharray': '6 10' });
  const motif = mod(seed - 1, 3);
  if (motif === 0) {
    s += el('path', { d: crescentPath(cx - 20, cy, R * 0.62, R * 0.52, R * 0.3), fill: accent });
    s += poly(starPoints(cx + R * 0.3, cy - R * 0.12, R * 0.2, R * 0.08, 5), '#ffffff');
  } else if (motif === 1) {
    for (let k = 0; k < 3; k++) {
      const rr = R * (0.72 - k * 0.2);
      s += poly(starPoints(cx, cy, rr, rr * 0.765, 8, (k * Math.PI) / 8), k % 2 === 0 ? accent : mix(c0, '#ffffff', 0.1), { opacity: 0.95 });
    }
  } else {
    let x = cx - R * 0.62;
    while (x < cx + R * 0.55) {
      const w = rng.range(30, 56);
      const h = rng.range(R * 0.4, R * 1.05);
      s += rect(x, cy + R * 0.55 - h, w - 6, h, '#ffffff', { opacity: 0.92 });
      for (let wy = cy + R * 0.55 - h + 10; wy < cy + R * 0.45; wy += 16) {
        s += rect(x + 6, wy, 8, 8, c1) + rect(x + w - 20, wy, 8, 8, c1);
      }
      x += w;
    }
    s += rect(cx - R * 0.7, cy + R * 0.55, R * 1.4, 8, accent);
  }

  // Discount badge (burst or corner ribbon) and an arcade or skyline along the bottom.
  if (mod(seed, 2) === 1) {
    const bx0 = rng.range(130, 220);
    const by0 = rng.range(120, 170);
    s += poly(starPoints(bx0, by0, 86, 72, rng.pick([16, 18, 20]), rng.range(0, 1)), accent);
    s += circle(bx0, by0, 58, 'none', { stroke: '#ffffff', 'stroke-width': 4, opacity: 0.8 });
    s += poly(starPoints(bx0, by0, 34, 26, 8, Math.PI / 8), mix(c0, accent, 0.25));
  } else {
    s += poly(
      [
        [0, 60],
        [60, 0],
        [250, 0],
        [0, 250],
      ],
      accent,
    );
    s += poly(
      [
        [0, 275],
        [275, 0],
        [300, 0],
        [0, 300],
      ],
      '#ffffff',
      { opacity: 0.7 },
    );
    for (let i = 0; i < 4; i++) s += circle(50 + i * 26, 150 - i * 26, 6, c0, { opacity: 0.6 });
  }
  if (mod(seed, 2) === 1) {
    const top = H - rng.range(130, 170);
    let d = `M0,${Math.round(top)} H${W} V${H} H0Z`;
    const aw = rng.range(70, 100);
    for (let x = 20; x + aw < W; x += aw + 24) {
      const y = top + 30;
      d += `M${Math.round(x)},${H} V${Math.round(y + aw * 0.5)} Q${Math.round(x)},${Math.round(y)} ${Math.round(x + aw / 2)},${Math.round(y - aw * 0.05)} Q${Math.round(x + aw)},${Math.round(y)} ${Math.round(x + aw)},${Math.round(y + aw * 0.5)} V${H}Z`;
    }
    s += el('path', { d, fill: c0, 'fill-rule': 'evenodd', opacity: 0.7 });
    s += rect(0, top - 8, W, 8, accent, { opacity: 0.8 });
  } else {
    let sx = -10;
    while (sx < W) {
      const w = rng.range(40, 90);
      const h = rng.range(40, 140);
      s += rect(sx, H - h, w - 4, h, c0, { opacity: 0.55 });
      sx += w;
    }
  }
  for (let i = 0; i < 36; i++) {
    const x = rng.range(0, W);
    const y = rng.range(0, H);
    const size = rng.range(4, 10);
    const fill = rng.chance(0.5) ? accent : '#ffffff';
    s += rng.chance(0.5)
      ? circle(x, y, size / 2, fill, { opacity: rng.range(0.4, 0.9) })
      : rect(x, y, size, size, fill, { opacity: rng.range(0.4, 0.9), transform: `rotate(${Math.round(rng.range(0, 90))} ${Math.round(x)} ${Math.round(y)})` });
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${s}</svg>`;
}

/** Render a deterministic demo image: the same kind and seed always give the same picture. */
export async function renderDemoImage(kind: 'project' | 'promotion', seed: number): Promise<Buffer> {
  const svg = kind === 'project' ? renderProjectSvg(seed) : renderPromotionSvg(seed);
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).jpeg({ quality: 78, progressive: true, mozjpeg: false }).toBuffer();
}
