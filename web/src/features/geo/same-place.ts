/** About 20 m: a saved address this close is the same place. */
const SAME_PLACE_DEGREES = 0.0002;

/** Whether a saved address lies at this point (within about 20 m). */
export function isSamePlace(
  saved: { latitude: number | null; longitude: number | null },
  lat: number,
  lng: number,
): boolean {
  return (
    saved.latitude !== null &&
    saved.longitude !== null &&
    Math.abs(saved.latitude - lat) < SAME_PLACE_DEGREES &&
    Math.abs(saved.longitude - lng) < SAME_PLACE_DEGREES
  );
}
