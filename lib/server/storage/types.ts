export interface StoredObject {
  bytes: Uint8Array;
  contentType: string;
}

/** Where uploaded and generated files live. Keys look like `avatars/7f3c….webp`. */
export interface StorageBackend {
  readonly name: "local" | "s3";
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
}
