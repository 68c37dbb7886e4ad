import { z } from 'zod';
import { vm } from '../errors/validation-messages';

/**
 * The delivery-partner agreement a driver signs when registering. The text is the canonical
 * one: the api hashes exactly `driverAgreementText()` (SHA-256) and stores the hash with the
 * signature, so the shop can show later which words were signed. Any change to the wording
 * needs a new `version`; drivers who signed an older one are asked to sign again.
 */
export const DRIVER_AGREEMENT_VERSION = '2026-11-1';

export interface AgreementSection {
  heading: string;
  paragraphs: string[];
}

export const DRIVER_AGREEMENT_TITLE = 'Italieno Delivery Partner Agreement';

export const DRIVER_AGREEMENT_SECTIONS: readonly AgreementSection[] = [
  {
    heading: '1. Who agrees to what',
    paragraphs: [
      'This agreement is between Italieno, Haarlemmerstraat 73, 1013 EL Amsterdam ("the restaurant"), and you, the delivery partner who signs it ("you"). It sets out how you deliver the restaurant\'s orders to its customers in and around Amsterdam.',
      'Whether you deliver as a self-employed courier (zzp) or as a platform worker follows from how the work is actually done and from Dutch law, not from the name of this agreement. Nothing in it takes away a right the law gives you.',
    ],
  },
  {
    heading: '2. The work',
    paragraphs: [
      'You decide when you work: you go online in the driver portal when you are available and offline when you stop. While online you may be offered orders; you may accept or decline an offer, and declining has no consequences for future offers.',
      "An accepted order is yours to deliver: you collect it at the restaurant, take it to the customer without detours, and confirm the delivery in the portal with the customer's delivery code, or with a photo when the customer cannot be reached.",
      'You use your own vehicle (bike, e-bike, scooter or car) and keep it roadworthy. The restaurant may deactivate your account while your licence, vehicle or insurance cannot be checked.',
    ],
  },
  {
    heading: '3. Pay and tips',
    paragraphs: [
      'For each completed delivery you receive the share of the delivery fee shown in the portal before you accept the order, and every tip the customer gives for that order, in full.',
      'Your earnings per delivery, per day and per week are shown in the portal and are paid out weekly to the bank account you register with the restaurant. If you work as a self-employed courier you are responsible for your own tax and VAT returns.',
    ],
  },
  {
    heading: '4. Safety and traffic rules',
    paragraphs: [
      'You follow Dutch traffic rules at all times, use the cycle paths where required, use lights after dark, and never use your phone in your hand while riding or driving. Stop safely before you read or answer the portal.',
      'A motorised vehicle needs a valid driving licence, registration and third-party insurance; a helmet is strongly advised on every two-wheeler. You never deliver under the influence of alcohol or drugs.',
      'Your safety comes before any delivery time. In bad weather or an unsafe situation you may stop and tell the restaurant; an accident or incident is reported to the restaurant the same day.',
    ],
  },
  {
    heading: '5. Food hygiene',
    paragraphs: [
      'You carry food in a clean, closed, insulated delivery bag, kept apart from anything else you carry, and you keep hot food hot and cold food cold.',
      'You never open a sealed order. You do not deliver while ill with vomiting, diarrhoea or a fever, and you tell the restaurant if the food was damaged on the way.',
    ],
  },
  {
    heading: '6. Privacy and location tracking',
    paragraphs: [
      'The restaurant processes your name, contact details, vehicle and licence details and your deliveries to run deliveries, pay you and meet its legal duties, in line with the General Data Protection Regulation (AVG).',
      "Your location is tracked only while you are online or on a job, and never when you are offline with no job. While you deliver, the customer of that order sees your first name, your position on a map and can call you; the restaurant's staff see the position of drivers on shift. Location history is kept only as long as needed for the delivery, your earnings and disputes.",
      "You keep customers' addresses, phone numbers and other details confidential and use them only to deliver their order. You may ask the restaurant to see, correct or delete your data at info@italieno.nl.",
    ],
  },
  {
    heading: '7. Ending the agreement',
    paragraphs: [
      "You may end this agreement at any time by telling the restaurant; orders you have already accepted are still delivered. The restaurant may end it with 14 days' notice, or at once for a serious breach such as unsafe driving, theft, or misuse of customer data.",
      'When the agreement ends, the restaurant pays the earnings still due and deletes or anonymises your data except where the law requires it to be kept.',
    ],
  },
];

/** What the signer confirms, one checkbox each; every required one must be ticked. */
export const DRIVER_AGREEMENT_CHECKBOXES = [
  {
    id: 'terms',
    label: 'I have read the delivery partner agreement and agree to its terms.',
    required: true,
  },
  {
    id: 'traffic',
    label: 'I will follow the Dutch traffic rules and the safety rules in section 4.',
    required: true,
  },
  {
    id: 'hygiene',
    label: 'I will carry food according to the hygiene rules in section 5.',
    required: true,
  },
  {
    id: 'location',
    label: 'I understand my location is tracked only while I am online or on a job.',
    required: true,
  },
  {
    id: 'vehicle',
    label: 'My vehicle is roadworthy and, if motorised, licensed and insured.',
    required: true,
  },
] as const satisfies readonly { id: string; label: string; required: boolean }[];

export type DriverAgreementCheckboxId = (typeof DRIVER_AGREEMENT_CHECKBOXES)[number]['id'];

/** The exact text that is signed and hashed: title, version, sections and checkboxes. */
export function driverAgreementText(): string {
  const sections = DRIVER_AGREEMENT_SECTIONS.map((s) => [s.heading, ...s.paragraphs].join('\n\n'));
  const boxes = DRIVER_AGREEMENT_CHECKBOXES.map((b) => `[ ] ${b.label}`);
  return [`${DRIVER_AGREEMENT_TITLE}`, `Version ${DRIVER_AGREEMENT_VERSION}`, ...sections, ...boxes]
    .join('\n\n')
    .concat('\n');
}

/** The checkboxes still to tick, by label (in the agreement's order). */
export function missingAgreementCheckboxes(ticked: Record<string, boolean>): string[] {
  return DRIVER_AGREEMENT_CHECKBOXES.filter((b) => b.required && ticked[b.id] !== true).map(
    (b) => b.label,
  );
}

/**
 * The signature as drawn: strokes of points in the pad's own pixels. The server draws the SVG
 * from these numbers, so nothing the browser sends ends up as markup.
 */
export const SIGNATURE_LIMITS = {
  maxStrokes: 50,
  maxPoints: 2000,
  maxSide: 2000,
  /** Fewer points than this in all strokes together is a dot or a slip, not a signature. */
  minPoints: 5,
} as const;

export const EMPTY_SIGNATURE = vm('signature_empty');

const Coordinate = z.number().finite().min(0).max(SIGNATURE_LIMITS.maxSide);

export const SignaturePoint = z.object({ x: Coordinate, y: Coordinate }).strip();

export const SignatureInput = z
  .object({
    width: z.number().int().min(50).max(SIGNATURE_LIMITS.maxSide),
    height: z.number().int().min(30).max(SIGNATURE_LIMITS.maxSide),
    strokes: z
      .array(
        z
          .array(SignaturePoint)
          .max(
            SIGNATURE_LIMITS.maxPoints,
            vm('signature_too_many_points', { max: SIGNATURE_LIMITS.maxPoints }),
          ),
      )
      .max(
        SIGNATURE_LIMITS.maxStrokes,
        vm('signature_too_many_strokes', { max: SIGNATURE_LIMITS.maxStrokes }),
      ),
  })
  .superRefine((sig, ctx) => {
    const points = sig.strokes.reduce((n, s) => n + s.length, 0);
    if (points > SIGNATURE_LIMITS.maxPoints) {
      ctx.addIssue({
        code: 'custom',
        message: vm('signature_too_many_points', { max: SIGNATURE_LIMITS.maxPoints }),
        path: ['strokes'],
      });
    } else if (points < SIGNATURE_LIMITS.minPoints) {
      ctx.addIssue({ code: 'custom', message: EMPTY_SIGNATURE, path: ['strokes'] });
    }
    if (sig.strokes.some((s) => s.some((p) => p.x > sig.width || p.y > sig.height))) {
      ctx.addIssue({
        code: 'custom',
        message: vm('signature_outside_box'),
        path: ['strokes'],
      });
    }
  })
  .meta({ id: 'SignatureInput' });
export type SignatureInput = z.infer<typeof SignatureInput>;

const AgreementCheckboxes = z
  .record(z.string().max(60), z.boolean())
  .refine((boxes) => Object.keys(boxes).length <= 20, vm('too_many_checkboxes'))
  .superRefine((boxes, ctx) => {
    const missing = missingAgreementCheckboxes(boxes);
    if (missing.length > 0) {
      ctx.addIssue({ code: 'custom', message: vm('tick_checkbox', { label: missing[0]! }) });
    }
  });

/** Signing the agreement: the version read, the boxes ticked, the typed name and the drawing. */
export const AgreementSignatureFields = {
  agreementVersion: z.string().max(40),
  agreementCheckboxes: AgreementCheckboxes,
  signature: SignatureInput,
};

/** POST /api/driver/agreement: a signed-in driver signs the current version. */
export const SignAgreementInput = z
  .object({
    ...AgreementSignatureFields,
    /** The signer's full name, typed. */
    digitalSignature: z.string().trim().min(2, vm('signature_name_required')).max(100),
  })
  .meta({ id: 'SignAgreementInput' });
export type SignAgreementInput = z.infer<typeof SignAgreementInput>;

/** The agreement to read and sign: its current text and the boxes it asks for. */
export const DriverAgreementDocument = z
  .object({
    version: z.string(),
    title: z.string(),
    sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
    checkboxes: z.array(z.object({ id: z.string(), label: z.string(), required: z.boolean() })),
    /** SHA-256 (hex) of the exact text. */
    hash: z.string(),
  })
  .meta({ id: 'DriverAgreementDocument' });
export type DriverAgreementDocument = z.infer<typeof DriverAgreementDocument>;

/** What a driver signed, as the shop recorded it. */
export const SignedAgreement = z
  .object({
    version: z.string().nullable(),
    hash: z.string().nullable(),
    signedAt: z.string().nullable(),
    signerName: z.string().nullable(),
    checkboxes: z.record(z.string(), z.boolean()),
    /** The SVG the server drew from the strokes; null for drivers registered before pads. */
    signatureSvg: z.string().nullable(),
  })
  .meta({ id: 'SignedAgreement' });
export type SignedAgreement = z.infer<typeof SignedAgreement>;

/** GET /api/driver/agreement: the current agreement and what this driver signed. */
export const DriverAgreementStatus = z
  .object({
    current: DriverAgreementDocument,
    signed: SignedAgreement,
    /** The driver signed an older version (or none): they are asked to sign the current one. */
    needsSignature: z.boolean(),
  })
  .meta({ id: 'DriverAgreementStatus' });
export type DriverAgreementStatus = z.infer<typeof DriverAgreementStatus>;
