import { createHash } from 'node:crypto';
import {
  DRIVER_AGREEMENT_CHECKBOXES,
  DRIVER_AGREEMENT_SECTIONS,
  DRIVER_AGREEMENT_TITLE,
  DRIVER_AGREEMENT_VERSION,
  driverAgreementText,
  type DriverAgreementDocument,
  type SignatureInput,
  type SignedAgreement,
  API_MESSAGES,
} from '@shop/contracts';
import { conflict } from '../../shared/errors/app-error';
import type { drivers } from './drivers.tables';

/** SHA-256 (hex) of the exact agreement text, computed once: the text is fixed per release. */
export const DRIVER_AGREEMENT_HASH = createHash('sha256')
  .update(driverAgreementText(), 'utf8')
  .digest('hex');

export const AGREEMENT_CHANGED = API_MESSAGES.agreement_changed;

/** The version a client signed must be the one the server holds. */
export function assertCurrentVersion(version: string): void {
  if (version !== DRIVER_AGREEMENT_VERSION) throw conflict('agreement_changed');
}

export function agreementDocument(): DriverAgreementDocument {
  return {
    version: DRIVER_AGREEMENT_VERSION,
    title: DRIVER_AGREEMENT_TITLE,
    sections: DRIVER_AGREEMENT_SECTIONS.map((s) => ({ ...s, paragraphs: [...s.paragraphs] })),
    checkboxes: DRIVER_AGREEMENT_CHECKBOXES.map((b) => ({ ...b })),
    hash: DRIVER_AGREEMENT_HASH,
  };
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * Draws the signature as a small SVG from the strokes' numbers alone: whatever the browser
 * sent, the markup is ours (no client SVG is ever stored or shown).
 */
export function renderSignatureSvg(signature: SignatureInput): string {
  const paths = signature.strokes
    .filter((stroke) => stroke.length > 0)
    .map((stroke) => {
      const [first, ...rest] = stroke.map((p) => `${round(p.x)} ${round(p.y)}`);
      // A single tap is a dot: a zero-length line with round caps draws it.
      const d = rest.length > 0 ? `M${first} L${rest.join(' ')}` : `M${first} l0 0.1`;
      return `<path d="${d}"/>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${signature.width} ${signature.height}" ` +
    `width="${signature.width}" height="${signature.height}">` +
    `<g fill="none" stroke="#1a1b1e" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round">` +
    `${paths}</g></svg>`
  );
}

/** The evidence of a simple electronic signature, as stored on the driver's row. */
export interface SignatureEvidence {
  ip: string | null;
  userAgent: string | null;
}

/** The columns written when a driver signs the current agreement. */
export function signedColumns(
  input: {
    digitalSignature: string;
    agreementCheckboxes: Record<string, boolean>;
    signature?: SignatureInput | undefined;
  },
  evidence: SignatureEvidence,
) {
  const known = new Set<string>(DRIVER_AGREEMENT_CHECKBOXES.map((b) => b.id));
  return {
    agreementAccepted: true,
    // When the shop received the signed agreement; the browser's clock proves nothing.
    agreementDate: new Date(),
    digitalSignature: input.digitalSignature,
    // Only the agreement's own boxes are kept; anything else in the body is noise.
    agreementCheckboxes: Object.fromEntries(
      Object.entries(input.agreementCheckboxes).filter(([id]) => known.has(id)),
    ),
    // A client without a pad (the spec's payload) signs with the typed name alone.
    signatureSvg: input.signature ? renderSignatureSvg(input.signature) : null,
    agreementVersion: DRIVER_AGREEMENT_VERSION,
    agreementHash: DRIVER_AGREEMENT_HASH,
    agreementIp: evidence.ip,
    agreementUserAgent: evidence.userAgent ? evidence.userAgent.slice(0, 512) : null,
  } satisfies Partial<typeof drivers.$inferInsert>;
}

export function signedAgreementOf(row: typeof drivers.$inferSelect): SignedAgreement {
  return {
    version: row.agreementVersion,
    hash: row.agreementHash,
    signedAt: row.agreementDate ? row.agreementDate.toISOString() : null,
    signerName: row.digitalSignature,
    checkboxes: row.agreementCheckboxes,
    signatureSvg: row.signatureSvg,
  };
}

/** Signed the current text: same version and same hash. */
export function signedCurrent(row: typeof drivers.$inferSelect): boolean {
  return (
    row.agreementVersion === DRIVER_AGREEMENT_VERSION && row.agreementHash === DRIVER_AGREEMENT_HASH
  );
}
