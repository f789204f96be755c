import { GIF_BYTES, JPEG_BYTES, PNG_BYTES } from '../../../test/factories';
import { sniffImageType } from './image-type';

describe('sniffImageType', () => {
  it.each([
    [PNG_BYTES, 'image/png'],
    [GIF_BYTES, 'image/gif'],
    [Buffer.from('GIF87a\x01\x00', 'latin1'), 'image/gif'],
    [JPEG_BYTES, 'image/jpeg'],
  ])('recognises %#', (bytes, type) => {
    expect(sniffImageType(bytes)).toBe(type);
  });

  it.each([Buffer.from('hello.png'), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), Buffer.from('%PDF-1.7'), Buffer.alloc(0), PNG_BYTES.subarray(0, 4)])(
    'refuses anything else %#',
    (bytes) => {
      expect(sniffImageType(bytes)).toBeUndefined();
    },
  );
});
