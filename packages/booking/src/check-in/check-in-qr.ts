import QRCode from 'qrcode';
import type { Attachment } from '../notifications/attachment.ts';
import type { Executor } from '@tenuta/core';
import { issueCheckInToken } from './check-in-key.ts';

/** A booking's check-in code for its confirmation e-mail: the token and its QR code as an inline PNG. */
export interface CheckInQr {
  token: string;
  /** image/png, base64, with the Content-ID the HTML refers to (`cid:…`). */
  image: Attachment & { cid: string };
}

/** The QR code's settings: medium error correction, a quiet zone of 2 modules, 240 px (a phone screen or a print-out). */
export const CHECK_IN_QR = { errorCorrectionLevel: 'M', margin: 2, width: 240 } as const;

/** A PNG of the QR code of `text`. */
export const qrPng = (text: string): Promise<Buffer> => QRCode.toBuffer(text, { type: 'png', ...CHECK_IN_QR });

export async function checkInQr(db: Executor, bookingNumber: string): Promise<CheckInQr> {
  const token = await issueCheckInToken(db, bookingNumber);
  const png = await qrPng(token);
  return {
    token,
    image: { filename: `check-in-${bookingNumber}.png`, content: png.toString('base64'), encoding: 'base64', contentType: 'image/png', cid: `check-in-${bookingNumber}@tenuta` },
  };
}
