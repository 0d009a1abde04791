// The two text measures the calibration added: display width (titles and descriptions) and
// generic link texts (link_text).
import { describe, expect, it } from 'vitest';
import { displayWidth } from '../../src/server/analyzer/text/display-width.js';
import { isGenericLinkText, normaliseLinkText } from '../../src/server/analyzer/text/link-text.js';

describe('displayWidth', () => {
  it('counts Latin letters once and CJK, kana, Hangul and fullwidth forms twice', () => {
    expect(displayWidth('Oak chairs')).toBe(10);
    expect(displayWidth('椅子')).toBe(4);
    expect(displayWidth('カタカナ')).toBe(8);
    expect(displayWidth('의자')).toBe(4);
    expect(displayWidth('ＡＢ')).toBe(4);
    expect(displayWidth('𠀋')).toBe(2);
  });
  it('takes combining marks and invisible format characters as no column; emoji as two', () => {
    expect(displayWidth('e\u0301te\u0301')).toBe(3);
    expect(displayWidth('a\u200db')).toBe(2);
    expect(displayWidth('🪑')).toBe(2);
    // Halfwidth katakana are narrow.
    expect(displayWidth('ｶﾀｶﾅ')).toBe(4);
  });
});

describe('generic link texts', () => {
  it('matches whatever decorates the text at either end, in any case', () => {
    expect(normaliseLinkText('  Read   more »')).toBe('read more');
    expect(normaliseLinkText('→ Learn more…')).toBe('learn more');
    expect(isGenericLinkText('MORE', null)).toBe(true);
  });
  it('does not take an API name for a generic word', () => {
    expect(isGenericLinkText('<this>', 'en')).toBe(false);
    expect(isGenericLinkText('link()', 'en')).toBe(false);
    expect(isGenericLinkText('Oak chairs made by hand', 'en')).toBe(false);
  });
  it('reads the page language list (and English) when the page says which it is', () => {
    // "das" is generic in German only.
    expect(isGenericLinkText('das', 'de-AT')).toBe(true);
    expect(isGenericLinkText('das', 'en')).toBe(false);
    expect(isGenericLinkText('Click here', 'de')).toBe(true);
    expect(isGenericLinkText('mehr', null)).toBe(true);
  });
});
