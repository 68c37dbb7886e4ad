import { describe, expect, it } from 'vitest';
import { reviewDate, reviewerName, reviewSourceLabel, starCount } from './review-format';

describe('review formatting', () => {
  it.each([
    ['Maria van Dijk', 'Maria v.'],
    ['  Jan   Jansen ', 'Jan J.'],
    ['Sophie', 'Sophie'],
    ['', ''],
  ])('shows %j as %j', (name, shown) => {
    expect(reviewerName(name)).toBe(shown);
  });

  it('labels only google reviews as Google Review', () => {
    expect(reviewSourceLabel('google')).toBe('Google Review');
    expect(reviewSourceLabel('Google')).toBe('Google Review');
    expect(reviewSourceLabel('website')).toBe('Website Review');
    expect(reviewSourceLabel('')).toBe('Website Review');
  });

  it('dates a review by month and year in Amsterdam time', () => {
    expect(reviewDate('2026-03-14T18:30:00Z')).toBe('Mar 2026');
    // 23:30 UTC on 31 March is already April in Amsterdam.
    expect(reviewDate('2026-03-31T23:30:00Z')).toBe('Apr 2026');
    expect(reviewDate('not a date')).toBe('');
  });

  it('shows between 0 and 5 whole stars', () => {
    expect(starCount(4)).toBe(4);
    expect(starCount(7)).toBe(5);
    expect(starCount(-1)).toBe(0);
    expect(starCount(Number.NaN)).toBe(0);
  });
});
