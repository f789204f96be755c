import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { FileTooLargeError } from './data-source.errors';
import type { ImportFile } from './import/import-files';

/** A fresh private directory for one request's uploads; the caller removes it with {@link removeUploadDir}. */
export function createUploadDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'quarry-upload-'));
}

export async function removeUploadDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

/** Counts bytes on their way to disk and stops the copy as soon as the file passes the limit. */
function sizeLimit(maxBytes: number): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      total += chunk.length;
      callback(total > maxBytes ? new FileTooLargeError(maxBytes) : null, chunk);
    },
  });
}

/**
 * Streams GraphQL uploads to files in `dir`, one at a time, failing on the first file over `maxBytes`. Disk names are
 * random; the user's file name is kept as `originalName`, which decides the format and the table name.
 */
export async function saveUploads(uploads: readonly Promise<FileUpload>[], dir: string, maxBytes: number): Promise<ImportFile[]> {
  const files: ImportFile[] = [];
  for (const pending of uploads) {
    const upload = await pending;
    const target = path.join(dir, randomUUID());
    try {
      await pipeline(upload.createReadStream(), sizeLimit(maxBytes), createWriteStream(target));
    } catch (error) {
      // graphql-upload ends the stream itself when the request passes its own size limit.
      if ((error as { status?: number }).status === 413) throw new FileTooLargeError(maxBytes);
      throw error;
    }
    files.push({ path: target, originalName: upload.filename });
  }
  return files;
}
