// Every language's invoice texts, by language (docs/product/markets.md, "Languages").
import { isLanguage, type Language } from '@store/contract';
import type { InvoiceTexts } from './invoice-texts';
import { en } from './en';
import { de } from './de';
import { fr } from './fr';
import { es } from './es';
import { ja } from './ja';

export const invoiceTexts: Record<Language, InvoiceTexts> = { en, de, fr, es, ja };

/** A document's language: English for one issued before documents had a language (or naming one the store does not speak). */
export const documentLanguage = (language: string | undefined): Language => (language && isLanguage(language) ? language : 'en');
