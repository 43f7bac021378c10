// The demo catalogue in every language the store translates content into.
import type { ContentLanguage } from '@store/contract';
import type { DemoTranslation } from './types';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { ja } from './ja';

export type { DemoTranslation } from './types';
export const demoTranslations: Record<ContentLanguage, DemoTranslation> = { de, fr, es, ja };
