import { describe, expect, it } from 'vitest';
import { shiftHeadings } from './heading-levels.ts';

describe('shiftHeadings', () => {
  it('moves the top heading to the level asked for, keeping the others below it', () => {
    expect(shiftHeadings('<h3>How we buy</h3><p>x</p><h4>Kenya</h4>', 2)).toBe(
      '<h2>How we buy</h2><p>x</p><h3>Kenya</h3>',
    );
    expect(shiftHeadings('<h1>Title</h1><h2>Part</h2>', 3)).toBe('<h3>Title</h3><h4>Part</h4>');
  });

  it('leaves text without headings, or already at the level, as it is', () => {
    expect(shiftHeadings('<p>Only <b>text</b></p>', 2)).toBe('<p>Only <b>text</b></p>');
    expect(shiftHeadings('<h2>Fine</h2>', 2)).toBe('<h2>Fine</h2>');
  });

  it('never goes past h6', () => {
    expect(shiftHeadings('<h2>a</h2><h5>b</h5>', 4)).toBe('<h4>a</h4><h6>b</h6>');
  });
});
