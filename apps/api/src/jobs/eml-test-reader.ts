/** A small MIME reader for tests: headers, decoded text parts and attachments of an .eml file. */
export interface MimePart {
  headers: Map<string, string>;
  contentType: string;
  filename: string | undefined;
  body: string;
}

function decodeQuotedPrintable(s: string): string {
  const bytes: number[] = [];
  const text = s.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=). */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, enc: string, data: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers.set(line.slice(0, i).trim().toLowerCase(), decodeHeader(line.slice(i + 1).trim()));
  }
  return headers;
}

export function readEml(raw: string): { headers: Map<string, string>; parts: MimePart[] } {
  const parts: MimePart[] = [];
  const walk = (entity: string): Map<string, string> => {
    const split = entity.search(/\r?\n\r?\n/);
    const headers = parseHeaders(entity.slice(0, split));
    const body = entity.slice(split).replace(/^\r?\n\r?\n/, '');
    const contentType = headers.get('content-type') ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (contentType.startsWith('multipart/') && boundary) {
      const sections = body.split(`--${boundary}`).slice(1);
      for (const section of sections) if (!section.startsWith('--')) walk(section.replace(/^\r?\n/, ''));
    } else {
      const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
      const decoded =
        encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : body;
      const filename = /filename="?([^";]+)"?/i.exec(headers.get('content-disposition') ?? '')?.[1];
      parts.push({ headers, contentType: contentType.split(';')[0]!.trim().toLowerCase(), filename, body: decoded });
    }
    return headers;
  };
  const headers = walk(raw);
  return { headers, parts };
}
