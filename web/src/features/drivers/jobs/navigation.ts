import type { DriverJob } from '@shop/contracts';

export interface NavigationLink {
  label: string;
  href: string;
}

/**
 * Hand-offs to the phone's map apps for a job's door: Google Maps and Apple Maps by their
 * documented URLs, and the phone's default app through a geo: URI (Android asks which app;
 * iOS ignores geo:, hence Apple Maps' own link). The point when known, else the address.
 */
export function navigationLinks(
  job: Pick<DriverJob, 'address' | 'destination'>,
  otherAppLabel = 'Other map app',
): NavigationLink[] {
  const address = [job.address.streetAddress, job.address.zipCode, job.address.city]
    .filter(Boolean)
    .join(', ');
  const point = job.destination ? `${job.destination.lat},${job.destination.lng}` : null;
  const query = encodeURIComponent(point ?? address);
  return [
    {
      label: 'Google Maps',
      href: `https://www.google.com/maps/dir/?api=1&destination=${query}`,
    },
    {
      label: 'Apple Maps',
      href: `https://maps.apple.com/?daddr=${query}`,
    },
    {
      label: otherAppLabel,
      href: point
        ? `geo:${point}?q=${encodeURIComponent(`${point}(${address})`)}`
        : `geo:0,0?q=${encodeURIComponent(address)}`,
    },
  ];
}
