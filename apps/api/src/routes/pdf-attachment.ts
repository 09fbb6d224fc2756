import type { FastifyReply } from 'fastify';

/** Sends a generated PDF (voucher, remittance advice) as a download that no cache keeps; the file name is reduced to safe characters. */
export function sendPdfAttachment(reply: FastifyReply, file: { filename: string; pdf: Buffer | Uint8Array }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`)
    .header('cache-control', 'no-store')
    .send(file.pdf);
}
