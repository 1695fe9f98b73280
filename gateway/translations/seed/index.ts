import type { StructuralTexts } from './types';
import { HI } from './hi';

export type { StructuralTexts } from './types';

/** The structural content written per locale (docs/decisions/034). */
export const STRUCTURAL_TEXTS: Partial<Record<'hi' | 'kn' | 'ta' | 'te', StructuralTexts>> = { hi: HI };
