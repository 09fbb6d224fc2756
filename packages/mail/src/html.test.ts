import { describe, expect, it } from 'vitest';
import { escapeHtml, html, safeHref } from './html.ts';

describe('html', () => {
  it('escapes interpolated text and keeps nested html', () => {
    const inner = html`<b>${'a & b'}</b>`;
    expect(html`<p title="${'"x"'}">${inner}${['<i>', 1]}${null}${false}</p>`.value).toBe('<p title="&quot;x&quot;"><b>a &amp; b</b>&lt;i&gt;1</p>');
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });

  it('lets only web, mail and phone links through', () => {
    expect(safeHref('https://tenuta.example/x')).toBe('https://tenuta.example/x');
    expect(safeHref('mailto:info@tenuta.example')).toBe('mailto:info@tenuta.example');
    expect(safeHref(' javascript:alert(1)')).toBe('#');
    expect(safeHref('data:text/html,x')).toBe('#');
  });
});
