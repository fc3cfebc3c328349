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

  it('is case-insensitive', () => {
    expect(extensionsForMimeType('IMAGE/PNG')).toEqual(['png']);
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
