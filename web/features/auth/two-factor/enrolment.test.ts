import { describe, expect, it } from 'vitest';
import { groupedSecret, recoveryCodesFile, svgDataUrl } from './enrolment.ts';

describe('svgDataUrl', () => {
  it('makes an image address of the SVG, base64 of its UTF-8', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><title>Ψ</title></svg>';
    const url = svgDataUrl(svg);
    expect(url.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const bytes = Uint8Array.from(atob(url.split(',')[1]!), (c) => c.charCodeAt(0));
    expect(new TextDecoder().decode(bytes)).toBe(svg);
  });
});

describe('groupedSecret', () => {
  it('groups the secret by four for typing', () => {
    expect(groupedSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupedSecret('ABCDEF')).toBe('ABCD EF');
  });
});

describe('recoveryCodesFile', () => {
  it('says what the codes are for, then lists them one per line', () => {
    const text = recoveryCodesFile(['AAAAA-BBBBB', 'CCCCC-DDDDD'], 'Omicron Xi Psi', 'a@b.example');
    expect(text.split('\n')[0]).toBe('Omicron Xi Psi: two-factor recovery codes for a@b.example');
    expect(text).toContain('\nAAAAA-BBBBB\nCCCCC-DDDDD\n');
  });
});
