import type { Response } from 'express';

/** One CSV cell: quoted when it holds a separator, a quote or a line break; formula starts defused. */
function cell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  // A spreadsheet would run a cell that starts with = + - @ as a formula; numbers stay numbers.
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text))
    text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: (string | number | null)[][]): string {
  return [header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** Euros with two decimals and a dot, as accounting software imports them. */
export function euros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Sends a CSV file as a download. */
export function sendCsv(res: Response, filename: string, body: string): void {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  res.status(200).send(body);
}

/** CSV when asked by `format=csv` or an Accept header that prefers text/csv. */
export function wantsCsv(format: string | undefined, accept: string | undefined): boolean {
  if (format) return format === 'csv';
  return !!accept && /^\s*text\/csv/i.test(accept);
}
