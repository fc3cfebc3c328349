import {
  DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client,
} from '@aws-sdk/client-s3';
import { assertFileKey, contentEtag, contentTypeOf, isValidFileKey } from './fileKeys';
import { FileExistsError, type FileStorage, type StoredFile } from './FileStorage';

/** Where the bucket is and how to reach it. */
export interface S3StorageSettings {
  bucket: string;
  /** The service's address (`http://127.0.0.1:9000` for MinIO); AWS's own when omitted. */
  endpoint?: string;
  region?: string;
  /** Keys become `{prefix}{key}`, so one bucket can hold several sites. */
  prefix?: string;
  /** Bucket in the path rather than the host name (MinIO and most self-hosted services need it). */
  forcePathStyle?: boolean;
  /** Explicit credentials; otherwise the SDK's usual chain (`AWS_ACCESS_KEY_ID`, profiles, roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Our content hash travels as object metadata, so the entity tag is the same on every driver. */
const ETAG_METADATA = 'content-etag';

function isNotFound(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/** Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2…). */
export class S3FileStorage implements FileStorage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(settings: S3StorageSettings) {
    this.bucket = settings.bucket;
    this.prefix = settings.prefix ?? '';
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region ?? 'us-east-1',
      forcePathStyle: settings.forcePathStyle ?? Boolean(settings.endpoint),
      credentials: settings.credentials,
    });
  }

  async create(key: string, bytes: Uint8Array): Promise<void> {
    assertFileKey(key);
    // Names carry a random suffix, so a taken key is rare: one look first is enough (not every
    // service honours a conditional put).
    if (await this.exists(key)) throw new FileExistsError(key);
    await this.client.send(new PutObjectCommand({
      Bucket: this.bucket, Key: this.prefix + key, Body: bytes, ContentType: contentTypeOf(key),
      Metadata: { [ETAG_METADATA]: contentEtag(bytes).replaceAll('"', '') },
    }));
  }

  async read(key: string): Promise<StoredFile | undefined> {
    if (!isValidFileKey(key)) return undefined;
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.prefix + key }));
      const bytes = Buffer.from(await answer.Body?.transformToByteArray() ?? new Uint8Array());
      const stored = answer.Metadata?.[ETAG_METADATA];
      return { key, bytes, etag: stored ? `"${stored}"` : contentEtag(bytes) };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async list(folder: string): Promise<string[]> {
    const keys: string[] = [];
    const prefix = this.prefix + (folder === '' ? '' : `${folder}/`);
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, Delimiter: '/', ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        if (object.Key) keys.push(object.Key.slice(this.prefix.length));
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys.filter(isValidFileKey).sort();
  }

  async remove(key: string): Promise<boolean> {
    if (!isValidFileKey(key) || !(await this.exists(key))) return false;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.prefix + key }));
    return true;
  }

  async close(): Promise<void> {
    this.client.destroy();
  }

  private async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.prefix + key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }
}
