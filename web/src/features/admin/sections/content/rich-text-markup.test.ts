import { describe, expect, it } from 'vitest';
import { wrapSelection } from './rich-text-markup.ts';

describe('wrapSelection', () => {
  it('wraps the selected words and keeps them selected', () => {
    const edit = wrapSelection('Roasted daily in Kwun Tong', 8, 13, 'strong');
    expect(edit.text).toBe('Roasted <strong>daily</strong> in Kwun Tong');
    expect(edit.text.slice(edit.start, edit.end)).toBe('daily');
  });

  it('inserts an empty pair at the cursor', () => {
    expect(wrapSelection('ab', 1, 1, 'h2')).toEqual({ text: 'a<h2></h2>b', start: 5, end: 5 });
  });

  it('replaces a selection with a line break', () => {
    expect(wrapSelection('one two', 3, 4, 'br').text).toBe('one<br>two');
  });
});
