const PDF_SIGNATURE = Buffer.from("%PDF-", "ascii");

/**
 * A PDF is known by its first bytes ("%PDF-"; readers accept it within the first kilobyte, after
 * junk some generators write), never by the name or declared type the browser sends. The one check
 * of every PDF upload (signed contracts, proof of delivery).
 */
export function isPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 1024)).indexOf(PDF_SIGNATURE) !== -1;
}
