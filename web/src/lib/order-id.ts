/** '12' from the route or the query; null when missing or not a positive whole number. */
export function parseOrderId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
