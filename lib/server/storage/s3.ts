import "server-only";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { ListedObject, StorageBackend, StoredObject } from "./types";

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
  prefix: string;
}

/** Objects in S3 or any S3-compatible store (MinIO, R2, s3rver in the tests). */
export function s3Storage(settings: S3Settings): StorageBackend {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Without explicit keys the SDK's default chain applies (instance roles, AWS_* variables).
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const fullKey = (key: string) => `${settings.prefix}${key}`;
  return {
    name: "s3",
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: fullKey(key),
          Body: bytes,
          ContentType: contentType,
        }),
      );
    },
    async get(key): Promise<StoredObject | null> {
      try {
        const out = await client.send(
          new GetObjectCommand({ Bucket: settings.bucket, Key: fullKey(key) }),
        );
        if (!out.Body) return null;
        const bytes = await out.Body.transformToByteArray();
        return {
          bytes,
          contentType: out.ContentType ?? "application/octet-stream",
          lastModified: out.LastModified,
        };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey")
          return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: fullKey(key) }));
    },
    async list(folder): Promise<ListedObject[]> {
      const found: ListedObject[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: settings.bucket,
            Prefix: fullKey(`${folder}/`),
            ContinuationToken: token,
          }),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          found.push({
            key: object.Key.slice(settings.prefix.length),
            lastModified: object.LastModified ?? new Date(0),
          });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return found;
    },
  };
}
