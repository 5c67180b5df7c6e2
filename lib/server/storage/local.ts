import "server-only";
import { mkdir, readdir, readFile, rm, stat, writeFile, rename } from "node:fs/promises";
import path from "node:path";
import { contentTypeForKey } from "./keys";
import type { ListedObject, StorageBackend, StoredObject } from "./types";

/** Files under a local folder (the embedded default: `.data/uploads`). */
export function localFolderStorage(root: string): StorageBackend {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep))
      throw new Error(`storage key escapes root: ${key}`);
    return full;
  };
  return {
    name: "local",
    async put(key, bytes) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temp = `${full}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, full);
    },
    async get(key): Promise<StoredObject | null> {
      try {
        const full = resolve(key);
        const [bytes, info] = await Promise.all([readFile(full), stat(full)]);
        return { bytes, contentType: contentTypeForKey(key), lastModified: info.mtime };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    async list(folder): Promise<ListedObject[]> {
      const base = resolve(folder);
      let names: string[];
      try {
        names = await readdir(base, { recursive: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
      const found: ListedObject[] = [];
      for (const name of names) {
        // Half-written files (`put` renames them into place) are not stored files yet.
        if (name.endsWith(".tmp")) continue;
        const info = await stat(path.join(base, name)).catch(() => null);
        if (!info?.isFile()) continue;
        found.push({
          key: `${folder}/${name.split(path.sep).join("/")}`,
          lastModified: info.mtime,
        });
      }
      return found;
    },
  };
}
