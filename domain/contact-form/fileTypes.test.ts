import { describe, expect, it } from 'vitest';
import {
  acceptedFileTypes,
  defaultAcceptedFileTypes,
  extensionsForMimeType,
  fileNameMatchesAccept,
} from './fileTypes';

describe('extensionsForMimeType', () => {
  it('maps an exact type to its extensions', () => {
    expect(extensionsForMimeType('image/jpeg')).toEqual(['jpg', 'jpeg', 'jpe']);
    expect(extensionsForMimeType('application/pdf')).toEqual(['pdf']);
  });

  it('maps a wildcard to every extension of the top-level type', () => {
    const images = extensionsForMimeType('image/*');
    expect(images).toEqual(expect.arrayContaining(['jpg', 'png', 'gif', 'webp', 'heic']));
    expect(images).not.toContain('pdf');
    expect(images).not.toContain('mp4');
  });

  it('matches the type case-sensitively, as Contact Form 7 does', () => {
    expect(extensionsForMimeType('IMAGE/PNG')).toEqual([]);
    expect(extensionsForMimeType('IMAGE/*')).toEqual([]);
    expect(extensionsForMimeType('application/vnd.ms-excel.sheet.macroEnabled.12')).toEqual(['xlsm']);
    expect(extensionsForMimeType('application/vnd.ms-excel.sheet.macroenabled.12')).toEqual([]);
  });

  it('gives nothing for unknown or malformed types', () => {
    expect(extensionsForMimeType('application/x-unknown')).toEqual([]);
    expect(extensionsForMimeType('png')).toEqual([]);
    expect(extensionsForMimeType('image/')).toEqual([]);
    expect(extensionsForMimeType('*/*')).toEqual([]);
  });

  it('lists an extension once even when two types share it', () => {
    const all = extensionsForMimeType('application/*');
    expect(all.filter((ext) => ext === 'psd')).toHaveLength(1);
  });
});

describe('acceptedFileTypes', () => {
  it('defaults to audio, video and images', () => {
    expect(acceptedFileTypes([])).toEqual(['audio/*', 'video/*', 'image/*']);
    expect(defaultAcceptedFileTypes).toEqual(['audio/*', 'video/*', 'image/*']);
  });

  it('turns bare extensions into dotted ones, split on bars, commas and spaces', () => {
    expect(acceptedFileTypes(['gif|PNG,.jpg  pdf'])).toEqual(['.gif', '.png', '.jpg', '.pdf']);
  });

  it('keeps known MIME types and the three media wildcards only', () => {
    expect(acceptedFileTypes(['image/*|application/pdf|text/*|application/x-nope'])).toEqual([
      'image/*',
      'application/pdf',
    ]);
  });

  it('merges several filetypes options and drops duplicates', () => {
    expect(acceptedFileTypes(['pdf', 'pdf|doc'])).toEqual(['.pdf', '.doc']);
  });
});

describe('fileNameMatchesAccept', () => {
  const accept = ['.pdf', 'image/*', 'application/msword'];

  it.each(['cv.pdf', 'CV.PDF', 'photo.jpeg', 'photo.PNG', 'letter.doc', 'archive.tar.pdf', '.pdf'])(
    'accepts %j',
    (name) => {
      expect(fileNameMatchesAccept(name, accept)).toBe(true);
    },
  );

  it.each(['cv.docx', 'script.pdf.exe', 'noextension', 'movie.mp4', 'pdf', ''])('rejects %j', (name) => {
    expect(fileNameMatchesAccept(name, accept)).toBe(false);
  });

  it('rejects every file when the accept list is empty', () => {
    expect(fileNameMatchesAccept('a.pdf', [])).toBe(false);
  });
});

describe('Contact Form 7 file-type quirks', () => {
  it('accepts dotted extensions in any case but MIME types only as the table writes them', () => {
    expect(fileNameMatchesAccept('scan.pdf', ['.PDF'])).toBe(true);
    expect(fileNameMatchesAccept('photo.png', ['IMAGE/PNG'])).toBe(false);
    expect(fileNameMatchesAccept('photo.png', ['IMAGE/*'])).toBe(false);
  });

  it('gives a field limited to unknown types an accept list that takes no file', () => {
    expect(acceptedFileTypes(['application/x-nope'])).toEqual(['']);
    expect(fileNameMatchesAccept('a.pdf', [''])).toBe(false);
  });

  it('lower-cases the filetypes option, so capital extensions and MIME types still work there', () => {
    expect(acceptedFileTypes(['PDF|IMAGE/PNG'])).toEqual(['.pdf', 'image/png']);
  });
});
