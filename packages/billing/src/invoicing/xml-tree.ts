/**
 * A small XML element tree: what the e-invoice is built as, checked as (fattura-pa-rules.ts) and
 * written from. Elements hold either children or text, never both (the FatturaPA has no mixed
 * content). Pure.
 */
export interface XmlNode {
  /** The qualified name as written, e.g. "p:FatturaElettronica" or "Numero". */
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
  /** Text content of a leaf element. */
  text: string | null;
}

/** An element with children; null and false children are left out (optional elements). */
export function el(name: string, children: (XmlNode | null | false | undefined)[], attributes: Record<string, string> = {}): XmlNode {
  return { name, attributes, children: children.filter((c): c is XmlNode => Boolean(c)), text: null };
}

/** A leaf element with text. */
export const leaf = (name: string, text: string): XmlNode => ({ name, attributes: {}, children: [], text });

/** A leaf only when there is a value. */
export const optionalLeaf = (name: string, text: string | null | undefined): XmlNode | null => (text === null || text === undefined || text === '' ? null : leaf(name, text));

/** The name without its namespace prefix. */
export const localName = (n: Pick<XmlNode, 'name'>): string => n.name.slice(n.name.indexOf(':') + 1);

const escapeText = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (s: string): string => escapeText(s).replace(/"/g, '&quot;');

/** The document as UTF-8 text with an XML declaration, indented by two spaces. */
export function serializeXml(root: XmlNode): string {
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>'];
  const write = (n: XmlNode, depth: number) => {
    const pad = '  '.repeat(depth);
    const attrs = Object.entries(n.attributes)
      .map(([k, v]) => ` ${k}="${escapeAttribute(v)}"`)
      .join('');
    if (n.children.length === 0) {
      out.push(n.text === null || n.text === '' ? `${pad}<${n.name}${attrs}/>` : `${pad}<${n.name}${attrs}>${escapeText(n.text)}</${n.name}>`);
      return;
    }
    out.push(`${pad}<${n.name}${attrs}>`);
    for (const c of n.children) write(c, depth + 1);
    out.push(`${pad}</${n.name}>`);
  };
  write(root, 0);
  return `${out.join('\n')}\n`;
}

/** The child elements of `node` with this local name. */
export const childrenNamed = (node: XmlNode, name: string): XmlNode[] => node.children.filter((c) => localName(c) === name);

/** Every node at a slash path below `node` ("A/B/C"), across repetitions. */
export function select(node: XmlNode, path: string): XmlNode[] {
  let current = [node];
  for (const part of path.split('/').filter(Boolean)) current = current.flatMap((n) => childrenNamed(n, part));
  return current;
}

/** The text at a path, or null when the element is missing. */
export const textAt = (node: XmlNode, path: string): string | null => select(node, path)[0]?.text ?? null;
