/** A stored file as a listing shows it. */
export interface ListedObject {
  key: string;
  lastModified: Date;
}

export interface StoredObject {
  bytes: Uint8Array;
  contentType: string;
  /** When the file was last written, when the backend knows it (for Last-Modified). */
  lastModified?: Date;
}

/** Where uploaded and generated files live. Keys look like `avatars/7f3c….webp`. */
export interface StorageBackend {
  readonly name: "local" | "s3";
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** Every file whose key starts with `folder/` (subfolders included). */
  list(folder: string): Promise<ListedObject[]>;
}
