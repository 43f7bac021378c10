// Every language's mail texts, by language (docs/product/markets.md, "Languages").
import type { Language } from '@store/contract';
import type { MailTexts } from './mail-texts';
import { en } from './en';
import { de } from './de';
import { fr } from './fr';
import { es } from './es';
import { ja } from './ja';

export const mailTexts: Record<Language, MailTexts> = { en, de, fr, es, ja };
