/**
 * Where product images uploaded through the back office are kept: a small interface, so a cloud
 * bucket can replace the disk later without touching upload or serving (docs/decisions/032).
 * Names are chosen by the gateway (image-names.ts), never by the uploader.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isImageName } from './image-names';

export interface ImageStorage {
  /** Stores the bytes under `name` (replacing any). */
  put(name: string, bytes: Uint8Array): Promise<void>;
  /** The bytes stored under `name`, or null. */
  get(name: string): Promise<Buffer | null>;
  /** Removes `name`; nothing happens when it is not there. */
  remove(name: string): Promise<void>;
}

/** Images as files in one folder (IMAGE_DIR, default .data/images); written whole, then renamed. */
export function createDiskImageStorage(dir: string): ImageStorage {
  const path = (name: string) => {
    if (!isImageName(name)) throw new Error(`not an image name: ${name}`);
    return join(dir, name);
  };
  let made: Promise<unknown> | null = null;
  return {
    async put(name, bytes) {
      made ??= mkdir(dir, { recursive: true });
      await made;
      const target = path(name);
      const partial = `${target}.${process.pid}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, target);
    },
    async get(name) {
      if (!isImageName(name)) return null;
      try {
        return await readFile(join(dir, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(name) {
      await rm(path(name), { force: true });
    },
  };
}
