// The store's other languages as tabs (a tablist: arrow keys, Home and End move between them), each
// named in its own words. They wrap onto a second line on a phone rather than scroll out of view.
import { useRef, type KeyboardEvent } from 'react';
import { contentLanguages, languageNames, type ContentLanguage } from '@store/contract';

export const tabIdOf = (prefix: string, language: ContentLanguage) => `${prefix}-tab-${language}`;

interface LanguageTabsProps {
  /** Prefix of the tabs' and panels' ids (one page may hold two sets). */
  idPrefix: string;
  label: string;
  /** The id of the panel a tab shows (one per language, or one for all). */
  panelId(language: ContentLanguage): string;
  selected: ContentLanguage;
  onSelect(language: ContentLanguage): void;
  /** Languages marked as having no translation: the shop shows English in them. */
  missing?: (language: ContentLanguage) => boolean;
}

export function LanguageTabs({ idPrefix, label, panelId, selected, onSelect, missing }: LanguageTabsProps) {
  const tabs = useRef(new Map<ContentLanguage, HTMLButtonElement>());
  const move = (event: KeyboardEvent, from: number) => {
    const last = contentLanguages.length - 1;
    const to = { ArrowRight: from + 1, ArrowDown: from + 1, ArrowLeft: from - 1, ArrowUp: from - 1, Home: 0, End: last }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const language = contentLanguages[(to + last + 1) % (last + 1)]!;
    onSelect(language);
    tabs.current.get(language)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className="flex flex-wrap gap-2">
      {contentLanguages.map((language, i) => {
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
