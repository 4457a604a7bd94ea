import { createElement, Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

// Staff write the menu's HTML (before/after the additional meals, a meal's public text). It is shown through
// an allowlist instead of innerHTML: the browser parses it inertly, and only plain formatting tags and http(s)
// or mailto links come out — no scripts, event handlers, styles or frames, whatever was typed.
const KEPT = new Set('p br strong b em i u s small ul ol li h3 h4 h5 h6 span div blockquote hr a'.split(' '));
// Headings h1/h2 would compete with the page's own: they become h3.
const RENAMED: Record<string, string> = { h1: 'h3', h2: 'h3' };
const DROPPED = new Set('script style iframe object embed template noscript svg math'.split(' '));
const VOID = new Set(['br', 'hr']);
const SAFE_LINK = /^(https?:|mailto:)/i;

function convert(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = Array.from(element.childNodes, convert);
  const name = RENAMED[tag] ?? tag;
  if (!KEPT.has(name)) return createElement(Fragment, { key }, ...children);
  if (VOID.has(name)) return createElement(name, { key });
  if (name === 'a') {
    const href = element.getAttribute('href')?.trim() ?? '';
    if (!SAFE_LINK.test(href)) return createElement(Fragment, { key }, ...children);
    return createElement('a', { key, href, target: '_blank', rel: 'noopener noreferrer' }, ...children);
  }
  return createElement(name, { key }, ...children);
}

/** HTML written by staff, shown with formatting only (see above). Nothing for an empty text. */
export function SafeHtml({ html, sx }: { html: string; sx?: SxProps<Theme> }) {
  if (html.trim() === '') return null;
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return (
    <Box
      sx={[
        { '& > :first-of-type': { mt: 0 }, '& > :last-child': { mb: 0 } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {Array.from(body.childNodes, convert)}
    </Box>
  );
}
