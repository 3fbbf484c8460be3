/** Where uploaded and generated files live: local disk by default, an S3 bucket when configured. */
export interface FileStorage {
  /** Stores a publicly readable file and returns the path or URL to keep in the database. */
  putPublic(key: string, data: Buffer, contentType: string): Promise<string>;
}
