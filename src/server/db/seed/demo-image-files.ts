/**
 * The demo artwork, rendered once by `npm run build` into dist/demo-images so that the first
 * `npm start` copies files instead of rasterising some forty SVG scenes (PERFORMANCE.md row 6:
 * that took over two seconds). Without the files (development, tests) images render on demand.
 *
 *   node dist/server/db/seed/demo-image-files.js     (run by `npm run build`)
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { demoProjects, demoPromotions } from './demo-content';
import { renderDemoImage } from './demo-images';

export type DemoImageKind = 'project' | 'promotion';

// dist/server/db/seed → dist/demo-images; from src/ it points at a folder that does not exist.
const PRERENDERED_DIR = path.resolve(__dirname, '../../../demo-images');

const fileName = (kind: DemoImageKind, seed: number) => `${kind}-${seed}.jpg`;

/** Every image the demo seed stores: project gallery seeds count up across projects, promotions from 1. */
export function demoImageKeys(): Array<[DemoImageKind, number]> {
  const projectImages = demoProjects.reduce((sum, project) => sum + project.galleryCount, 0);
  return [
    ...Array.from({ length: projectImages }, (_, i): [DemoImageKind, number] => ['project', i + 1]),
    ...demoPromotions.map((_, i): [DemoImageKind, number] => ['promotion', i + 1]),
  ];
}

/** The demo image, from the build's pre-rendered copy when there is one. */
export async function demoImage(kind: DemoImageKind, seed: number): Promise<Buffer> {
  try {
    return await fs.readFile(path.join(PRERENDERED_DIR, fileName(kind, seed)));
  } catch {
    return renderDemoImage(kind, seed);
  }
}

async function prerender(): Promise<void> {
  await fs.mkdir(PRERENDERED_DIR, { recursive: true });
  const keys = demoImageKeys();
  for (const [kind, seed] of keys) await fs.writeFile(path.join(PRERENDERED_DIR, fileName(kind, seed)), await renderDemoImage(kind, seed));
  console.log(`Rendered ${keys.length} demo images into ${path.relative(process.cwd(), PRERENDERED_DIR)}`);
}

if (require.main === module) {
  prerender().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
