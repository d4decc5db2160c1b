// Bulk slab photos (D32): a file whose name names no slab, or that is not an image, is reported at
// once and never sent; the others go up a few at a time.
import { describe, expect, it } from 'vitest';
import { NAME_UNREADABLE, planPhotoUpload } from './slab-photos-upload-dialog';

const jpeg = (name: string, bytes = 1000) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

describe('planning a bulk photo upload', () => {
  it('keeps apart names without a slab number and files that are not images', () => {
    const { batches, refused } = planPhotoUpload([
      jpeg('B114-07.jpg'),
      jpeg('kitchen-site.jpg'),
      new File(['%PDF'], 'B114-08.pdf', { type: 'application/pdf' }),
      jpeg('B-114_9.jpeg'),
    ]);
    expect(batches.map((b) => b.map((f) => f.name))).toEqual([['B114-07.jpg', 'B-114_9.jpeg']]);
    expect(refused.map((r) => r.fileName)).toEqual(['kitchen-site.jpg', 'B114-08.pdf']);
    expect(refused[0]!.reason).toBe(NAME_UNREADABLE);
  });

  it('sends at most 8 photos or about 24 MB in one request', () => {
    const many = Array.from({ length: 19 }, (_, i) => jpeg(`B114-${i + 1}.jpg`));
    expect(planPhotoUpload(many).batches.map((b) => b.length)).toEqual([8, 8, 3]);
    const large = Array.from({ length: 6 }, (_, i) => jpeg(`B120-${i + 1}.jpg`, 5 * 1024 * 1024 - 1));
    expect(planPhotoUpload(large).batches.map((b) => b.length)).toEqual([4, 2]);
  });
});
