import { describe, expect, it } from 'vitest';
import { startUpTranslationFiles } from './translation-files';

describe('startUpTranslationFiles', () => {
  it('is the language’s file, then the English one behind it', () => {
    expect(startUpTranslationFiles('ja')).toEqual(['/locales/ja/translation.json', '/locales/en/translation.json']);
    expect(startUpTranslationFiles('en')).toEqual(['/locales/en/translation.json']);
  });
});
