// QR codes as SVG documents (uqr: small, maintained, no dependencies), black on white with the
// quiet zone readers need: the two-factor setup's and the check-in screen's.
import { renderSVG } from 'uqr';

export const renderQrSvg = (text: string): string =>
  renderSVG(text, { ecc: 'M', pixelSize: 6, whiteColor: '#ffffff', blackColor: '#000000' });
