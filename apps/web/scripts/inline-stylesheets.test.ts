import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-stylesheets.ts';

const files: Record<string, string> = { '/assets/a.css': '.a{color:red}\n', '/assets/b.css': '.b{color:blue}' };
const read = (href: string) => files[href];

describe('inlineStylesheets', () => {
  it('inlines the page’s stylesheets once each, in their order, where the first was linked', () => {
    const html =
      '<html><head><meta charset="utf-8"/><link rel="stylesheet" href="/assets/a.css"/><link rel="stylesheet" href="/assets/b.css#"/><link rel="preload" as="font" href="/f.woff2"/><link rel="stylesheet" href="/assets/b.css"/></head><body><p>x</p></body></html>';
    expect(inlineStylesheets(html, read)).toBe(
      '<html><head><meta charset="utf-8"/><style>.a{color:red}\n.b{color:blue}</style><link rel="stylesheet" href="/assets/a.css" disabled=""/><link rel="stylesheet" href="/assets/b.css" disabled=""/><link rel="preload" as="font" href="/f.woff2"/></head><body><p>x</p></body></html>',
    );
  });

  it('adds the stylesheets of modules loaded later after the page’s own, each with its disabled link', () => {
    const html = '<head><link rel="stylesheet" href="/assets/a.css"/></head>';
    expect(inlineStylesheets(html, read, ['/assets/b.css', '/assets/a.css', '/assets/missing.css'])).toBe(
      '<head><style>.a{color:red}\n.b{color:blue}</style><link rel="stylesheet" href="/assets/a.css" disabled=""/><link rel="stylesheet" href="/assets/b.css" disabled=""/></head>',
    );
  });

  it('leaves links it cannot read, links in the body, and pages without a head', () => {
    const html = '<head><link rel="stylesheet" href="/other.css"/></head><body><link rel="stylesheet" href="/assets/a.css"/></body>';
    expect(inlineStylesheets(html, read)).toBe(html);
    expect(inlineStylesheets('<p>no head</p>', read)).toBe('<p>no head</p>');
  });

  it('refuses a stylesheet that would close the style element', () => {
    expect(() => inlineStylesheets('<head><link rel="stylesheet" href="/x.css"/></head>', () => 'a{}</style>')).toThrow(/x\.css/);
  });
});
