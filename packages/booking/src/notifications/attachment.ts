/** A file that goes with a message or a download: a calendar file, a QR code image. */
export interface Attachment {
  filename: string;
  /** The file: text, or base64 when `encoding` is 'base64' (images and other binary files). */
  content: string;
  contentType: string;
  encoding?: 'base64';
  /** An inline image: its Content-ID, which the HTML shows with `<img src="cid:…">`. */
  cid?: string;
}
