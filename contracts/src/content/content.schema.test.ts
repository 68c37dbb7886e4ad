import { describe, expect, it } from 'vitest';
import { PageParam, PageTextsUpdate } from './content.schema';

describe('PageTextsUpdate', () => {
  it('accepts a map of short keys to texts', () => {
    const texts = { title: 'Italian street food', 'step1.text': 'Choose', hero_sub: '' };
    expect(PageTextsUpdate.parse(texts)).toEqual(texts);
  });

  it('accepts a key of 60 characters and a text of 2000', () => {
    expect(PageTextsUpdate.safeParse({ ['k'.repeat(60)]: 'x'.repeat(2000) }).success).toBe(true);
  });

  it.each([
    ['a key of 61 characters', { ['k'.repeat(61)]: 'x' }, /must be 1 to 60 letters/],
    ['a key with a space', { 'has space': 'x' }, /Text key "has space" must be/],
    ['a text of 2001 characters', { title: 'x'.repeat(2001) }, /at most 2000 characters/],
    ['a text that is a number', { title: 5 }, /Each text must be a string/],
    ['an empty map', {}, /Nothing to change/],
    ['a list', ['title'], /expected record/],
  ])('refuses %s', (_label, input, message) => {
    const result = PageTextsUpdate.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message).join(' | ')).toMatch(message);
  });

  it('refuses more than 200 texts at once', () => {
    const many = Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`k${i}`, 'x']));
    expect(PageTextsUpdate.safeParse(many).error?.issues[0]?.message).toBe(
      'At most 200 texts per page',
    );
  });
});

describe('PageParam', () => {
  it('accepts page names of lowercase letters, digits and dashes', () => {
    expect(PageParam.parse({ page: 'home' })).toEqual({ page: 'home' });
    expect(PageParam.parse({ page: 'bar-menu-2' })).toEqual({ page: 'bar-menu-2' });
  });

  it('refuses anything else', () => {
    for (const page of ['', 'Home', '../etc', 'a'.repeat(41), 'a b']) {
      expect(PageParam.safeParse({ page }).success).toBe(false);
    }
  });
});
