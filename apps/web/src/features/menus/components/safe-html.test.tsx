import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { SafeHtml } from './safe-html.tsx';

const shown = (html: string) => render(<SafeHtml html={html} />).container.innerHTML;

describe('SafeHtml', () => {
  it('keeps formatting tags and text', () => {
    const html = shown('<p>Fresh <strong>today</strong><br>and <em>local</em></p><ul><li>one</li></ul>');
    expect(html).toContain('<p>Fresh <strong>today</strong><br>and <em>local</em></p><ul><li>one</li></ul>');
  });

  it('drops scripts, styles and frames with their content, and every attribute', () => {
    const html = shown(
      '<p onclick="alert(1)" style="color:red" class="x">Hi</p><script>alert(1)</script>' +
        '<style>p{}</style><iframe src="https://evil.example"></iframe><img src=x onerror="alert(1)">',
    );
    expect(html).toContain('<p>Hi</p>');
    expect(html).not.toMatch(/script|style|iframe|img|onclick|onerror|alert/);
  });

  it('keeps http(s) and mailto links only, opening outside', () => {
    const html = shown('<a href="https://example.ch/menu">menu</a> <a href="javascript:alert(1)">bad</a>');
    expect(html).toContain(
      '<a href="https://example.ch/menu" target="_blank" rel="noopener noreferrer">menu</a> bad',
    );
    expect(html).not.toContain('javascript');
  });

  it('unwraps unknown tags and lowers big headings', () => {
    expect(shown('<h1>Title</h1><table><tr><td>cell</td></tr></table>')).toContain('<h3>Title</h3>cell');
  });

  it('shows nothing for an empty text', () => {
    expect(shown('  ')).toBe('');
  });
});
