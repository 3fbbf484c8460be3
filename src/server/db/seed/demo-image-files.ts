/**
 * The demo artwork the seed stores. It is drawn at build time (`scripts/render-demo-images.ts`, run
 * by `npm run build` and `npm run dev`) into dist/demo-images, so the server only copies files: no
 * scenery code in the server, and a first `npm start` copies instead of rasterising some forty SVG
 * scenes (PERFORMANCE.md row 6: that took over two seconds). Where the files are missing (jest, a
 * server started from src without a build) each image is a plain tile of one colour.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { loadSharp } from '../../services/load-sharp';
import { demoProjects, demoPromotions } from './demo-content';

export type DemoImageKind = 'project' | 'promotion';

// src/server/db/seed and dist/server/db/seed are both four folders below the project's root.
export const DEMO_IMAGES_DIR = path.resolve(__dirname, '../../../../dist/demo-images');

export const demoImageFileName = (kind: DemoImageKind, seed: number) => `${kind}-${seed}.jpg`;

/** Every image the demo seed stores: project gallery seeds count up across projects, promotions from 1. */
export function demoImageKeys(): Array<[DemoImageKind, number]> {
  const projectImages = demoProjects.reduce((sum, project) => sum + project.galleryCount, 0);
  return [
    ...Array.from({ length: projectImages }, (_, i): [DemoImageKind, number] => ['project', i + 1]),
    ...demoPromotions.map((_, i): [DemoImageKind, number] => ['promotion', i + 1]),
  ];
}

const TILE_COLOURS = ['#3f7fc8', '#f08a4b', '#4b3a78', '#6fae4f', '#c98f6a'];

async function plainTile(kind: DemoImageKind, seed: number): Promise<Buffer> {
  const sharp = await loadSharp();
  const [width, height] = kind === 'project' ? [1200, 800] : [800, 800];
  const background = TILE_COLOURS[seed % TILE_COLOURS.length]!;
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg({ quality: 70 })
    .toBuffer();
}

/** The demo image: the build's pre-rendered file, else a plain tile. */
export async function demoImage(kind: DemoImageKind, seed: number): Promise<Buffer> {
  try {
    return await fs.readFile(path.join(DEMO_IMAGES_DIR, demoImageFileName(kind, seed)));
  } catch {
    return plainTile(kind, seed);
  }
}
