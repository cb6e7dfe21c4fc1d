import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../../config/env.ts';

/**
 * Where uploaded pictures live. Names are content hashes, so a stored file never changes; an object
 * store (S3 and the like) can implement the same two methods.
 */
export interface ImageStore {
  put(name: string, bytes: Buffer): Promise<void>;
  /** The bytes of a stored picture, or undefined when there is none by that name. */
  get(name: string): Promise<Buffer | undefined>;
}

/** Pictures as files in DATA_DIR/uploads: the default, needing nothing beside the server. */
export class DiskImageStore implements ImageStore {
  constructor(private readonly dir: string) {}

  async put(name: string, bytes: Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const partial = join(this.dir, `.${name}.${process.pid}.part`);
    await writeFile(partial, bytes);
    await rename(partial, join(this.dir, name));
  }

  async get(name: string): Promise<Buffer | undefined> {
    try {
      return await readFile(join(this.dir, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }
}

/** The shop's picture store, chosen by configuration. */
export function openImageStore(config: Config): ImageStore {
  return new DiskImageStore(join(config.dataDir, 'uploads'));
}
