// The store's other languages as tabs (a tablist: arrow keys, Home and End move between them), each
// named in its own words. They wrap onto a second line on a phone rather than scroll out of view.
import { useRef, type KeyboardEvent } from 'react';
import { contentLanguages, languageNames, type ContentLanguage, type Language } from '@store/contract';

export const tabIdOf = (prefix: string, language: Language) => `${prefix}-tab-${language}`;

interface LanguageTabsProps<L extends Language> {
  /** The tabs: the store's other languages unless told (the page texts have English too). */
  languages?: readonly L[];
  /** Prefix of the tabs' and panels' ids (one page may hold two sets). */
  idPrefix: string;
  label: string;
  /** The id of the panel a tab shows (one per language, or one for all). */
  panelId(language: NoInfer<L>): string;
  selected: L;
  onSelect(language: NoInfer<L>): void;
  /** Languages marked as having no translation: the shop shows English in them. */
  missing?: (language: NoInfer<L>) => boolean;
}

export function LanguageTabs<L extends Language = ContentLanguage>({ languages = contentLanguages as readonly Language[] as readonly L[], idPrefix, label, panelId, selected, onSelect, missing }: LanguageTabsProps<L>) {
  const tabs = useRef(new Map<L, HTMLButtonElement>());
  const move = (event: KeyboardEvent, from: number) => {
    const last = languages.length - 1;
    const to = { ArrowRight: from + 1, ArrowDown: from + 1, ArrowLeft: from - 1, ArrowUp: from - 1, Home: 0, End: last }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const language = languages[(to + last + 1) % (last + 1)]!;
    onSelect(language);
    tabs.current.get(language)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className="flex flex-wrap gap-2">
      {languages.map((language, i) => {
        const isMissing = missing?.(language) ?? false;
        return (
          <button
            key={language}
            ref={(el) => {
              if (el) tabs.current.set(language, el);
              else tabs.current.delete(language);
            }}
            type="button"
            role="tab"
            id={tabIdOf(idPrefix, language)}
            aria-controls={panelId(language)}
            aria-selected={language === selected}
            tabIndex={language === selected ? 0 : -1}
            lang={language}
            // Buttons the shop already styles (no tab styles for one screen of the back office): the chosen one filled.
            className={`btn btn-sm min-h-10 gap-2 ${language === selected ? 'btn-neutral' : 'btn-outline border-base-300'}`}
            onClick={() => onSelect(language)}
            onKeyDown={(event) => move(event, i)}
          >
            {languageNames[language]}
            {isMissing && (
              <>
                <span aria-hidden="true" className="badge badge-warning badge-sm" title="Missing: the shop shows English">
                  Missing
                </span>
                <span lang="en" className="sr-only">
                  Missing: the shop shows English
                </span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}
