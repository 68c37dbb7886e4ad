import { formatMonthYear } from '@/i18n/format';

/** 'Maria van Dijk' → 'Maria v.': the first name and the initial of the second name. */
export function reviewerName(fullName: string): string {
  const [first, second] = fullName.trim().split(/\s+/);
  if (!first) return '';
  return second ? `${first} ${second.charAt(0)}.` : first;
}

export function reviewSourceLabel(source: string): string {
  return source.trim().toLowerCase() === 'google' ? 'Google Review' : 'Website Review';
}

/** Short month and year as the restaurant's calendar has it, e.g. 'Mar 2026'. */
export function reviewDate(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? '' : formatMonthYear(date);
}

/** A whole number of stars between 0 and 5. */
export function starCount(rating: number): number {
  return Number.isFinite(rating) ? Math.min(5, Math.max(0, Math.round(rating))) : 0;
}
