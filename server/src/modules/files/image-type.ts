/** The picture formats users may upload, recognised by their leading bytes (never by file name). */
const SIGNATURES: { contentType: string; bytes: number[] }[] = [
  { contentType: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { contentType: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { contentType: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x37, 0x61] }, // GIF87a
  { contentType: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61] }, // GIF89a
];

export function sniffImageType(data: Buffer): string | undefined {
  return SIGNATURES.find(({ bytes }) => data.length >= bytes.length && bytes.every((byte, index) => data[index] === byte))?.contentType;
}
