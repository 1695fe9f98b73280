import { HI } from './hi';
import { KN } from './kn';
import { TA } from './ta';
import { TE } from './te';
import type { StructuralTexts } from './types';

export type { StructuralTexts } from './types';

/** The structural content written per locale (docs/decisions/034). */
export const STRUCTURAL_TEXTS: Record<'hi' | 'kn' | 'ta' | 'te', StructuralTexts> = { hi: HI, kn: KN, ta: TA, te: TE };
