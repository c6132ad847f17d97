import { describe, expect, it } from 'vitest';
import { sniffFile } from './sniff-file';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n', 'latin1');

describe('sniffFile', () => {
  it('knows images, PDF and zip by their first bytes when the name agrees', () => {
    expect(sniffFile(PNG, 'logo.png')).toEqual({ kind: 'png' });
    expect(sniffFile(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'photo.JPG')).toEqual({ kind: 'jpeg' });
    expect(sniffFile(Buffer.from('GIF89a....'), 'a.gif')).toEqual({ kind: 'gif' });
    expect(sniffFile(Buffer.from('RIFF\0\0\0\0WEBPVP8 '), 'a.webp')).toEqual({ kind: 'webp' });
    expect(sniffFile(PDF, 'manual.pdf')).toEqual({ kind: 'pdf' });
    expect(sniffFile(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2]), 'configs.zip')).toEqual({ kind: 'zip' });
  });

  it('takes UTF-8 text under any non-executable name, a multi-byte character cut at the end included', () => {
    expect(sniffFile(Buffer.from('温度=25\nmode=eco\n'), 'device.conf')).toEqual({ kind: 'text' });
    expect(sniffFile(Buffer.from('a,b\n1,2\n'), 'points.csv')).toEqual({ kind: 'text' });
    expect(sniffFile(Buffer.from('温').subarray(0, 2), 'cut.txt')).toEqual({ kind: 'text' });
  });

  it('refuses a name that contradicts the bytes', () => {
    expect(sniffFile(PDF, 'photo.png')).toEqual({ refused: 'mismatch' });
    expect(sniffFile(Buffer.from('<html><script>alert(1)</script>'), 'logo.png')).toEqual({
      refused: 'mismatch',
    });
    expect(sniffFile(PNG, 'notes.txt')).toEqual({ refused: 'mismatch' });
    expect(sniffFile(PNG, 'image')).toEqual({ refused: 'mismatch' });
  });

  it('refuses programs by their bytes or their name, and binaries of no known kind', () => {
    expect(sniffFile(Buffer.from('MZ\x90\0\x03'), 'manual.pdf')).toEqual({ refused: 'executable' });
    expect(sniffFile(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1]), 'tool')).toEqual({ refused: 'executable' });
    expect(sniffFile(Buffer.from('#!/bin/sh\nrm -rf /\n'), 'setup.txt')).toEqual({ refused: 'executable' });
    expect(sniffFile(Buffer.from('echo hi\n'), 'setup.bat')).toEqual({ refused: 'executable' });
    expect(sniffFile(Buffer.from('<svg onload="x()"/>'), 'icon.svg')).toEqual({ refused: 'executable' });
    expect(sniffFile(Buffer.from([0, 1, 2, 3, 0xff]), 'blob.dat')).toEqual({ refused: 'unsupported' });
  });
});
