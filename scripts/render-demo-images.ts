/**
 * Draws the demo artwork into dist/demo-images, where the server's demo seed copies it from
 * (src/server/db/seed/demo-image-files.ts). Run by `npm run build` and before `npm run dev`;
 * images already there are kept, so a second run costs nothing.
 *
 *   npx tsx scripts/render-demo-images.ts [--force]
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { DEMO_IMAGES_DIR, demoImageFileName, demoImageKeys } from '../src/server/db/seed/demo-image-files';
import { renderDemoImage } from './demo-art/demo-images';

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

async function main(): Promise<void> {
  const force = process.argv.includes('--force');
  await fs.mkdir(DEMO_IMAGES_DIR, { recursive: true });
  let drawn = 0;
  for (const [kind, seed] of demoImageKeys()) {
    const file = path.join(DEMO_IMAGES_DIR, demoImageFileName(kind, seed));
    if (!force && (await exists(file))) continue;
    await fs.writeFile(file, await renderDemoImage(kind, seed));
    drawn += 1;
  }
  console.log(`Demo images: ${drawn} drawn, ${demoImageKeys().length - drawn} already in ${path.relative(process.cwd(), DEMO_IMAGES_DIR)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
