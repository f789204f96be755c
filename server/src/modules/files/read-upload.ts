import type { FileUpload } from 'graphql-upload/processRequest.mjs';

/** Reads an uploaded file into memory, stopping as soon as it passes `maxBytes`. */
export async function readUploadFully(upload: FileUpload, maxBytes: number, tooLarge: () => Error): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  const stream = upload.createReadStream();
  try {
    for await (const chunk of stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      total += buffer.length;
      if (total > maxBytes) {
        stream.destroy();
        throw tooLarge();
      }
      chunks.push(buffer);
    }
  } catch (error) {
    // graphql-upload aborts the stream itself when the request's own file limit is passed.
    if ((error as { status?: number }).status === 413) throw tooLarge();
    throw error;
  }
  return Buffer.concat(chunks);
}
