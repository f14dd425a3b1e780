import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const generatedDir = path.resolve(import.meta.dirname, '../../.generated');
export const clipFile = path.join(generatedDir, 'clip.mp4');

/** The ffmpeg binary shipped inside an npm package (no download at install time). */
function ffmpegPath(): string | null {
  try {
    const require = createRequire(import.meta.url);
    const binary = path.join(path.dirname(require.resolve('@ffmpeg-installer/linux-x64/package.json')), 'ffmpeg');
    return existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

/** Builds in flight, by file: concurrent launches share one build instead of racing on one file. */
const building = new Map<string, Promise<string | null>>();

/**
 * The demo stream: an 8-second loop we draw ourselves (a pitch with a moving ball), H.264 in MP4
 * with the index at the front so playback starts before the download ends. Made once, on demand,
 * into server/.generated (never committed). Callers that ask while it is being made wait for that
 * build; each build writes a temporary file of its own (another process may build too) and
 * renames it into place.
 */
export function ensureClip(file = clipFile): Promise<string | null> {
  let build = building.get(file);
  if (!build) {
    build = buildClip(file).finally(() => building.delete(file));
    building.set(file, build);
  }
  return build;
}

async function buildClip(file: string): Promise<string | null> {
  if (
    await stat(file).then(
      (info) => info.size > 0,
      () => false,
    )
  )
    return file;
  const ffmpeg = ffmpegPath();
  if (!ffmpeg) return null;
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.${randomUUID()}.part.mp4`;
  const pitch = [
    'color=c=0x2e7d32:s=640x360:r=25:d=8[grass]',
    'color=c=0xffffff:s=14x14:r=25:d=8[ball]',
    '[grass]drawbox=x=20:y=20:w=600:h=320:c=white@0.9:t=3,drawbox=x=318:y=20:w=4:h=320:c=white@0.9:t=fill,' +
      'drawbox=x=20:y=110:w=90:h=140:c=white@0.9:t=3,drawbox=x=530:y=110:w=90:h=140:c=white@0.9:t=3[lines]',
    "[lines][ball]overlay=x='313+280*sin(2*PI*t/8)':y='173+120*sin(4*PI*t/8)'[out]",
  ].join(';');
  await run(ffmpeg, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-filter_complex',
    pitch,
    '-map',
    '[out]',
    '-c:v',
    'libx264',
    '-profile:v',
    'baseline',
    '-pix_fmt',
    'yuv420p',
    '-preset',
    'veryfast',
    '-crf',
    '30',
    '-movflags',
    '+faststart',
    '-t',
    '8',
    partial,
  ]);
  try {
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
  return file;
}
