import { describe, expect, it } from 'vitest';
import { cleanRichText } from './rich-text-clean.ts';

describe('cleanRichText', () => {
  it('keeps allowed markup untouched and says nothing was removed', () => {
    const html =
      '<h2>Our story</h2><p>Roasted in <strong>Kwun Tong</strong> &amp; brewed<br />with care.</p>';
    expect(cleanRichText(html)).toEqual({ html, removed: false });
  });

  it('takes out scripts with their text, handlers, styles and links, and says so', () => {
    const result = cleanRichText(
      '<p style="color:red" onclick="steal()">Hi<script>alert(1)</script><img src=x onerror="x()"><a href="javascript:x()">there</a></p>',
    );
    expect(result).toEqual({ html: '<p>Hithere</p>', removed: true });
  });

  it('treats plain text with characters HTML escapes as clean', () => {
    expect(cleanRichText('5 > 3 & "quoted"').removed).toBe(false);
  });
});
