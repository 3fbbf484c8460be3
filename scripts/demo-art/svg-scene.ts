/**
 * Small, dependency-free helpers for composing the demo SVG illustrations:
 * a deterministic PRNG, colour mixing, element builders and reusable shapes
 * (buildings, trees, stars, crescents). Nothing here uses <text> or fonts.
 */

export interface Rng {
  next(): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
}

/** mulberry32 with a scrambled seed so neighbouring seeds diverge immediately. */
export function createRng(seed: number): Rng {
  let state = (Math.imul(seed | 0, 0x9e3779b1) ^ 0x5bd1e995) >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick() from an empty list');
      return item;
    },
  };
}

const r1 = (n: number): number => Math.round(n * 10) / 10;

function rgb(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.replace('#', ''), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Linear blend of two #rrggbb colours, t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ca = rgb(a);
  const cb = rgb(b);
  const out = ca.map((c, i) => Math.round(c + ((cb[i] ?? c) - c) * t));
  return `#${out.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

export type Attrs = Record<string, string | number>;

export function el(tag: string, attrs: Attrs, children?: string): string {
  const a = Object.entries(attrs)
    .map(([k, v]) => `${k}="${typeof v === 'number' ? r1(v) : v}"`)
    .join(' ');
  return children === undefined ? `<${tag} ${a}/>` : `<${tag} ${a}>${children}</${tag}>`;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}): string => el('rect', { x, y, width: w, height: h, fill, ...extra });

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string => el('circle', { cx, cy, r, fill, ...extra });

export const poly = (pts: ReadonlyArray<readonly [number, number]>, fill: string, extra: Attrs = {}): string =>
  el('polygon', { points: pts.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' '), fill, ...extra });

export type Stop = readonly [offset: number, color: string, opacity?: number];

export function linearGradient(id: string, stops: readonly Stop[], x2 = 0, y2 = 1): string {
  const s = stops.map(([o, c, op]) => el('stop', { offset: o, 'stop-color': c, 'stop-opacity': op ?? 1 })).join('');
  return el('linearGradient', { id, x1: 0, y1: 0, x2, y2 }, s);
}

export function radialGradient(id: string, stops: readonly Stop[]): string {
  const s = stops.map(([o, c, op]) => el('stop', { offset: o, 'stop-color': c, 'stop-opacity': op ?? 1 })).join('');
  return el('radialGradient', { id, cx: 0.5, cy: 0.5, r: 0.5 }, s);
}

/** Star polygon with `points` tips alternating between radius R and r. */
export function starPoints(cx: number, cy: number, R: number, r: number, points: number, rot = 0): Array<[number, number]> {
  const pts: Array<[number, number]> = [];
  for (let i = 0; i < points * 2; i++) {
    const a = rot + (Math.PI * i) / points - Math.PI / 2;
    const rad = i % 2 === 0 ? R : r;
    pts.push([cx + rad * Math.cos(a), cy + rad * Math.sin(a)]);
  }
  return pts;
}

/** Crescent opening to the right: outer circle radius R minus a circle of radius r shifted by d. */
export function crescentPath(cx: number, cy: number, R: number, r: number, d: number): string {
  const ix = (R * R - r * r + d * d) / (2 * d);
  const iy = Math.sqrt(Math.max(R * R - ix * ix, 0));
  return `M${r1(cx + ix)},${r1(cy - iy)} A${r1(R)},${r1(R)} 0 1 0 ${r1(cx + ix)},${r1(cy + iy)} A${r1(r)},${r1(r)} 0 1 1 ${r1(cx + ix)},${r1(cy - iy)}Z`;
}

/** How the current time of day colours the scene. */
export interface Light {
  tint: string;
  tintAmount: number;
  lit: string;
  litChance: number;
  dark: string;
  glass: string;
}

function windowGrid(rng: Rng, light: Light, x: number, y: number, w: number, h: number, cols: number, rows: number, ww: number, wh: number, unlit: string): string {
  let out = '';
  const gx = (w - cols * ww) / (cols + 1);
  const gy = (h - rows * wh) / (rows + 1);
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const fill = rng.chance(light.litChance) ? light.lit : unlit;
      out += rect(x + gx + col * (ww + gx), y + gy + row * (wh + gy), ww, wh, fill);
    }
  }
  return out;
}

/** Darkening strip on the right-hand face gives every block some volume. */
const sideShade = (x: number, y: number, w: number, h: number): string => rect(x + w * 0.78, y, w * 0.22, h, '#000000', { opacity: 0.14 });

export type BuildingKind = 'tower' | 'apartment' | 'villa' | 'shops';

export function building(rng: Rng, kind: BuildingKind, x: number, base: number, w: number, h: number, colour: string, light: Light): string {
  const body = mix(colour, light.tint, light.tintAmount);
  const top = base - h;
  const unlit = mix(light.glass, light.tint, light.tintAmount * 0.6);
  let out = '';
  if (kind === 'tower') {
    out += rect(x, top, w, h, body);
    if (rng.chance(0.5)) {
      const floors = Math.floor(h / 14);
      for (let f = 1; f < floors; f++) out += rect(x + 4, top + f * 14, w - 8, 7, rng.chance(light.litChance) ? light.lit : unlit, { opacity: 0.9 });
    } else {
      const cols = Math.max(2, Math.floor(w / 18));
      out += windowGrid(rng, light, x, top + 6, w, h - 10, cols, Math.floor(h / 20), 9, 11, unlit);
    }
    const cw = w * rng.range(0.45, 0.7);
    const ch = rng.range(14, 34);
    out += rect(x + (w - cw) / 2, top - ch, cw, ch, mix(body, light.dark, 0.12));
    if (rng.chance(0.6)) out += rect(x + w / 2 - 1.5, top - ch - rng.range(25, 60), 3, 60, mix(body, light.dark, 0.3));
  } else if (kind === 'apartment') {
    out += rect(x, top, w, h, body);
    const floors = Math.max(3, Math.floor(h / 30));
    const fh = h / floors;
    const cols = Math.max(2, Math.floor(w / 34));
    for (let f = 0; f < floors - 1; f++) {
      const fy = top + f * fh;
      out += windowGrid(rng, light, x, fy, w, fh - 6, cols, 1, 16, fh * 0.5, unlit);
      out += rect(x + 3, fy + fh - 8, w - 6, 4, mix(body, '#ffffff', 0.35));
    }
    out += rect(x + w * 0.4, base - fh + 6, w * 0.2, fh - 6, mix(body, light.dark, 0.45));
    out += rect(x + w * 0.15, top - 12, w * 0.18, 12, mix(body, light.dark, 0.2));
    out += rect(x - 3, top - 3, w + 6, 5, mix(body, light.dark, 0.25));
  } else if (kind === 'villa') {
    const roof = mix(rng.pick(['#a3472f', '#7a4a3a', '#4d5560', '#8c3b2e']), light.tint, light.tintAmount);
    out += rect(x, top + h * 0.28, w, h * 0.72, body);
    out += poly(
      [
        [x - 10, top + h * 0.3],
        [x + w / 2, top],
        [x + w + 10, top + h * 0.3],
      ],
      roof,
    );
    out += windowGrid(rng, light, x, top + h * 0.34, w, h * 0.3, Math.max(2, Math.floor(w / 45)), 1, 20, 20, unlit);
    out += windowGrid(rng, light, x, top + h * 0.66, w * 0.45, h * 0.3, 1, 1, 20, 22, unlit);
    out += rect(x + w * 0.6, base - h * 0.3, w * 0.16, h * 0.3, mix(roof, light.dark, 0.3));
  } else {
    const units = Math.max(2, Math.round(w / 70));
    const uw = w / units;
    for (let u = 0; u < units; u++) {
      const ux = x + u * uw;
      const uh = h * rng.range(0.82, 1);
      const c = mix(rng.pick(['#e9c46a', '#f4a261', '#a8dadc', '#e5989b', '#b5c99a', '#f1e3c6']), light.tint, light.tintAmount);
      out += rect(ux, base - uh, uw, uh, c);
      out += rect(ux - 1, base - uh - 6, uw + 2, 6, mix(c, light.dark, 0.25));
      out += windowGrid(rng, light, ux, base - uh + 4, uw, uh - 44, 2, Math.max(1, Math.floor((uh - 44) / 30)), 12, 16, unlit);
      const aw = mix(rng.pick(['#c0392b', '#2a9d8f', '#264653', '#e76f51']), light.tint, light.tintAmount);
      for (let s = 0; s < 5; s++) out += rect(ux + 2 + s * ((uw - 4) / 5), base - 40, (uw - 4) / 5, 10, s % 2 === 0 ? aw : '#f8f4ea');
      out += rect(ux + 6, base - 30, uw - 12, 30, rng.chance(light.litChance + 0.2) ? light.lit : unlit);
    }
    return out;
  }
  return out + sideShade(x, top, w, h);
}

export function tree(rng: Rng, x: number, base: number, size: number, light: Light): string {
  const green = mix(rng.pick(['#2d6a4f', '#40916c', '#52b788', '#386641', '#6a994e']), light.tint, light.tintAmount);
  const trunk = mix('#6b4f3a', light.tint, light.tintAmount);
  if (rng.chance(0.3)) {
    const top = base - size * 2.2;
    let palm = el('path', {
      d: `M${r1(x)},${r1(base)} Q${r1(x + size * 0.25)},${r1(base - size)} ${r1(x + size * 0.1)},${r1(top)}`,
      stroke: trunk,
      'stroke-width': 5,
      fill: 'none',
    });
    for (let i = 0; i < 6; i++) {
      const a = -160 + i * 28;
      palm += el('ellipse', {
        cx: x + size * 0.1,
        cy: top,
        rx: size * 0.7,
        ry: size * 0.14,
        fill: green,
        transform: `rotate(${a} ${r1(x + size * 0.1)} ${r1(top)}) translate(${r1(size * 0.6)} 0)`,
      });
    }
    return palm;
  }
  let out = rect(x - size * 0.08, base - size * 0.9, size * 0.16, size * 0.9, trunk);
  out += circle(x, base - size * 1.2, size * 0.55, green);
  out += circle(x - size * 0.35, base - size * 0.95, size * 0.42, mix(green, light.dark, 0.15));
  out += circle(x + size * 0.35, base - size * 0.98, size * 0.45, mix(green, '#ffffff', 0.08));
  return out;
}

export function cloud(rng: Rng, x: number, y: number, scale: number, fill: string, opacity: number): string {
  let puffs = '';
  const n = rng.int(3, 5);
  for (let i = 0; i < n; i++) {
    puffs += el('ellipse', { cx: x + (i - n / 2) * 34 * scale, cy: y - rng.range(0, 22) * scale, rx: rng.range(34, 52) * scale, ry: rng.range(20, 30) * scale, fill });
  }
  puffs += el('ellipse', { cx: x - 10 * scale, cy: y + 8 * scale, rx: n * 30 * scale, ry: 16 * scale, fill });
  return el('g', { opacity }, puffs);
}

const PALETTE = ['#e8d8c0', '#c9765a', '#f2e6d0', '#9aa5b1', '#5f8fa3', '#b5654a', '#f4f1ea', '#d9b98c', '#8fb3a5', '#c7b299'];

/** One row of 'count' buildings: the back row is taller and hazier, the front row mixes villas and shops. */
export function skyline(rng: Rng, light: Light, haze: string, base: number, count: number, back: boolean): string {
  let out = '';
  const slot = 1240 / count;
  for (let i = 0; i < count; i++) {
    const kind: BuildingKind = back ? rng.pick(['tower', 'tower', 'apartment']) : rng.pick(['tower', 'apartment', 'apartment', 'villa', 'shops', 'shops']);
    const w = kind === 'shops' ? rng.range(200, 280) : kind === 'villa' ? rng.range(150, 200) : kind === 'tower' ? rng.range(80, 130) : rng.range(110, 170);
    const h =
      kind === 'tower'
        ? rng.range(back ? 300 : 240, back ? 460 : 360)
        : kind === 'apartment'
          ? rng.range(back ? 200 : 150, back ? 300 : 240)
          : kind === 'villa'
            ? rng.range(100, 130)
            : rng.range(110, 150);
    const x = -20 + i * slot + rng.range(0, Math.max(10, slot - w * 0.6)) - w * 0.2;
    const colour = back ? mix(rng.pick(PALETTE), haze, 0.45) : rng.pick(PALETTE);
    out += building(rng, kind, x, base, w, h, colour, light);
  }
  return out;
}

export function car(rng: Rng, x: number, y: number, light: Light): string {
  const col = mix(rng.pick(['#c0392b', '#f1f1f1', '#2e86de', '#f6b93b', '#34495e']), light.tint, light.tintAmount);
  return (
    el('rect', { x, y: y + 6, width: 92, height: 22, rx: 8, fill: col }) +
    el('rect', { x: x + 18, y: y - 8, width: 52, height: 18, rx: 7, fill: mix(col, light.dark, 0.2) }) +
    rect(x + 24, y - 4, 18, 10, light.glass) +
    rect(x + 46, y - 4, 18, 10, light.glass) +
    circle(x + 20, y + 28, 8, '#1b1b1b') +
    circle(x + 72, y + 28, 8, '#1b1b1b')
  );
}

/** A small country boat with a sail. */
export function boat(x: number, y: number, light: Light): string {
  const hull = mix('#3b2a20', light.dark, 0.3);
  return (
    el('path', { d: `M${r1(x)},${r1(y)} Q${r1(x + 80)},${r1(y + 28)} ${r1(x + 160)},${r1(y)} Q${r1(x + 80)},${r1(y + 12)} ${r1(x)},${r1(y)}Z`, fill: hull }) +
    poly(
      [
        [x + 84, y + 2],
        [x + 84, y - 86],
        [x + 140, y - 4],
      ],
      mix('#e9dcc0', light.tint, light.tintAmount * 0.5),
    ) +
    rect(x + 82, y - 90, 3, 92, hull)
  );
}
