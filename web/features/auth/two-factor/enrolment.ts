// Two-factor enrolment for people: the server's QR code as an image address (an <img>, never
// markup put into the page), the secret in groups of four for typing, and the recovery codes as a
// file to keep.

/** `data:image/svg+xml;base64,…` of an SVG document (UTF-8). */
export function svgDataUrl(svg: string): string {
  const bytes = new TextEncoder().encode(svg);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}

/** `JBSWY3DPEHPK3PXP` → `JBSW Y3DP EHPK 3PXP` (apps ignore the spaces). */
export const groupedSecret = (secret: string): string =>
  secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

/** The text file of recovery codes: what they are for, then one per line. */
export function recoveryCodesFile(
  codes: readonly string[],
  siteName: string,
  email: string,
): string {
  return [
    `${siteName}: two-factor recovery codes for ${email}`,
    '',
    'Each code works once, instead of the code from your authenticator app.',
    'Keep them somewhere safe, apart from your phone.',
    '',
    ...codes,
    '',
  ].join('\n');
}
