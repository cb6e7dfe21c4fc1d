import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps the allowed tags and drops every attribute', () => {
    expect(
      sanitizeRichText('<p style="x"><b>a</b><u>b</u><i>c</i><strong>d</strong><br>e</p><h6 id="k">f</h6>'),
    ).toBe('<p><b>a</b><u>b</u><i>c</i><strong>d</strong><br />e</p><h6>f</h6>');
  });

  it('removes scripts, styles and event handlers with their content', () => {
    expect(sanitizeRichText('<script>alert(1)</script><style>p{}</style><svg onload=alert(1)></svg>ok')).toBe(
      'ok',
    );
  });

  it('keeps the text of links and images are dropped', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">read</a><img src=x onerror=alert(1)>')).toBe(
      'read',
    );
  });
});
