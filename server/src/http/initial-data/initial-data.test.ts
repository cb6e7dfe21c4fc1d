import { describe, expect, it } from 'vitest';
import { initialDataTag, listingLcpImage } from './initial-data.ts';

const hostile = '</script><script>alert(1)</script><!--';
const answers = [
  {
    call: 'product_get',
    body: { client_id: 47 },
    answer: {
      status: 1,
      products: [{ product_name_en: hostile, variants: [{ image: [] }, { image: ['/media/art/b.svg'] }] }],
    },
  },
];

describe('initialDataTag', () => {
  it('writes a data block no product name can close or comment out', () => {
    const [tag] = initialDataTag(answers);
    const inner = tag!.slice(tag!.indexOf('>') + 1, tag!.lastIndexOf('</script>'));
    expect(inner).not.toContain('<');
    expect(JSON.parse(inner)[0].answer.products[0].product_name_en).toBe(hostile);
  });

  it('writes nothing when there is nothing to answer', () => {
    expect(initialDataTag([])).toEqual([]);
  });
});

describe('listingLcpImage', () => {
  it('names the first picture of the first card', () => {
    expect(listingLcpImage(answers)).toBe('/media/art/b.svg');
    expect(listingLcpImage([])).toBeUndefined();
  });
});
