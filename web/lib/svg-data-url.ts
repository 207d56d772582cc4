// An SVG document the server made (a QR code) as an image address: shown in an <img>, so nothing in
// it runs or styles the page.

/** `data:image/svg+xml;base64,…` of an SVG document (UTF-8). */
export function svgDataUrl(svg: string): string {
  const bytes = new TextEncoder().encode(svg);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}
