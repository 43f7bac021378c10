// /dashboard/page-texts (admins): the landing page's and the blog's texts in the owner's words, one
// language at a time. Each text shows what the page shows now: the owner's in that language, else
// the owner's English (marked: the owner rewrote the English and this language has not caught up),
// else the store's own text in that language (its message, from the language's catalogue).
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { setupI18n, type I18n } from '@lingui/core';
import {
  issuesToFields,
  languageNames,
  languages,
  outdatedPageTexts,
  pageTextInputSchema,
  pageTextKeys,
  pageTextPages,
  type Language,
  type PageTextEntry,
  type PageTextKey,
  type PageTextPage,
} from '@store/contract';
import { ErrorState } from '../../../components/error-state';
import { TextAreaField } from '../../../components/form-field';
import { ButtonSpinner, Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { blogIntro, blogQuestions } from '../../../lib/blog-texts';
import { loadCatalogue } from '../../../lib/catalogue';
import { featureDetails, type FeatureId } from '../../../lib/feature-details';
import { landingTexts } from '../../../lib/landing-texts';
import { ownTextAsPlain, type OwnText } from '../../../lib/page-texts';
import { showToast } from '../../../lib/toast';
import { useDeletePageText, usePageTextEntries, useSavePageText } from '../api/page-texts';
import { LanguageTabs, tabIdOf } from '../components/language-tabs';

const pageNames: Record<PageTextPage, string> = { landing: 'Landing page', blog: 'Blog' };

/** What the owner reads beside each text: where on the page it is. */
const keyLabels: Record<PageTextKey, string> = {
  'landing.kicker': 'Banner: the line above the title',
  'landing.title': 'Banner: title',
  'landing.intro': 'Banner: introduction',
  'landing.summary.title': 'Business summary: title',
  'landing.summary.intro': 'Business summary: introduction',
  'landing.contact.title': 'Contact box: question',
  'landing.contact.text': 'Contact box: text',
  'landing.features.title': 'Features: title',
  'landing.features.intro': 'Features: introduction',
  'landing.feature.chuck.title': 'Chuck: name',
  'landing.feature.chuck.summary': 'Chuck: card text',
  'landing.feature.chuck.details': 'Chuck: pop-up text',
  'landing.feature.corded-saw.title': 'Corded Saw: name',
  'landing.feature.corded-saw.summary': 'Corded Saw: card text',
  'landing.feature.corded-saw.details': 'Corded Saw: pop-up text',
  'landing.feature.sound-less.title': 'Sound Less: name',
  'landing.feature.sound-less.summary': 'Sound Less: card text',
  'landing.feature.sound-less.details': 'Sound Less: pop-up text',
  'landing.feature.variable-speed.title': 'Variable Speed: name',
  'landing.feature.variable-speed.summary': 'Variable Speed: card text',
  'landing.feature.variable-speed.details': 'Variable Speed: pop-up text',
  'blog.intro': 'Introduction',
  'blog.react-rerender.question': 'Question 1',
  'blog.react-rerender.answer': 'Answer 1',
  'blog.state-management.question': 'Question 2',
  'blog.state-management.answer': 'Answer 2',
  'blog.list-keys.question': 'Question 3',
  'blog.list-keys.answer': 'Answer 3',
  'blog.react-performance.question': 'Question 4',
  'blog.react-performance.answer': 'Answer 4',
  'blog.prototypal-inheritance.question': 'Question 5',
  'blog.prototypal-inheritance.answer': 'Answer 5',
};

/** The store's own text of `key` (its message, or its paragraphs), as the owner would write it. */
function ownText(i18n: I18n, key: PageTextKey): string {
  if (key in landingTexts) return i18n._(landingTexts[key as keyof typeof landingTexts]);
  const feature = /^landing\.feature\.(.+)\.details$/.exec(key)?.[1];
  if (feature) return ownTextAsPlain(i18n, featureDetails[feature as FeatureId]);
  if (key === 'blog.intro') return i18n._(blogIntro);
  const [, id, part] = key.split('.');
  const question = blogQuestions.find((q) => q.id === id)!;
  return part === 'question' ? i18n._(question.question) : ownTextAsPlain(i18n, question.answer as OwnText);
}

/** Multi-paragraph texts get a taller box. */
const isLong = (key: PageTextKey) => key.endsWith('.details') || key.endsWith('.answer') || key.endsWith('.intro');

/** The store's messages in `language`, loaded once per language shown. */
function useLanguageI18n(language: Language): I18n | undefined {
  const [i18n, setI18n] = useState<{ language: Language; i18n: I18n }>();
  useEffect(() => {
    let live = true;
    void loadCatalogue(language).then((messages) => live && setI18n({ language, i18n: setupI18n({ locale: language, messages: { [language]: messages } }) }));
    return () => {
      live = false;
    };
  }, [language]);
  return i18n?.language === language ? i18n.i18n : undefined;
}

type State = 'own' | 'written' | 'english' | 'outdated';
const stateBadges: Record<State, { label: string; className: string }> = {
  own: { label: "Store's own text", className: 'badge-ghost' },
  written: { label: 'Written', className: 'badge-success' },
  english: { label: 'Missing: shows your English', className: 'badge-warning' },
  outdated: { label: 'Outdated: written before your English changed', className: 'badge-warning' },
};

/**
 * Texts typed and not saved yet, per language and key. Kept by the page, not by each form: switching
 * the language or the page unmounts the forms, and the owner's typing must survive that.
 */
interface Drafts {
  of(language: Language, key: PageTextKey): string | undefined;
  /** `undefined` forgets the draft (saved, or typed back to what the page shows). */
  set(language: Language, key: PageTextKey, text: string | undefined): void;
}

function useDrafts(): Drafts {
  const [drafts, setDrafts] = useState<ReadonlyMap<string, string>>(new Map());
  const id = (language: Language, key: PageTextKey) => `${language} ${key}`;
  return {
    of: (language, key) => drafts.get(id(language, key)),
    set: (language, key, text) =>
      setDrafts((current) => {
        const next = new Map(current);
        if (text === undefined) next.delete(id(language, key));
        else next.set(id(language, key), text);
        return next;
      }),
  };
}

function PageTextForm({ entryKey, language, written, english, state, i18n, drafts }: { entryKey: PageTextKey; language: Language; written?: string; english?: string; state: State; i18n: I18n; drafts: Drafts }) {
  const shown = written ?? english ?? ownText(i18n, entryKey);
  const draft = drafts.of(language, entryKey);
  const text = draft ?? shown;
  const setText = (value: string) => drafts.set(language, entryKey, value === shown ? undefined : value);
  const [error, setError] = useState<string>();
  const save = useSavePageText();
  const remove = useDeletePageText();
  const id = `page-text-${language}-${entryKey}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = pageTextInputSchema.safeParse({ text });
    if (!parsed.success) return setError(issuesToFields(parsed.error.issues).text);
    setError(undefined);
    try {
      await save.mutateAsync({ language, key: entryKey, text: parsed.data.text });
      drafts.set(language, entryKey, undefined);
      void showToast('Text saved');
    } catch (err) {
      const message = err instanceof ApiError ? (err.fields?.text ?? err.message) : 'Could not save the text';
      setError(message);
      void showToast(message, 'error');
    }
  };

  const restoreOwn = async () => {
    try {
      await remove.mutateAsync({ language, key: entryKey });
      drafts.set(language, entryKey, undefined);
      void showToast(english === undefined ? "The store's own text is back" : 'Removed: the page shows your English');
    } catch (err) {
      void showToast(err instanceof Error ? err.message : 'Could not remove the text', 'error');
    }
  };

  const badge = stateBadges[state];
  return (
    <li className="rounded-box border border-base-300 bg-base-100 p-3" data-testid="page-text">
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={keyLabels[entryKey]} className="flex flex-col gap-2">
        <TextAreaField
          id={id}
          label={
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-semibold">{keyLabels[entryKey]}</span>
              <span className={`badge badge-sm ${badge.className}`}>{badge.label}</span>
              {draft !== undefined && <span className="badge badge-sm badge-info">Not saved</span>}
            </span>
          }
          lang={language}
          rows={isLong(entryKey) ? 6 : 2}
          value={text}
          error={error}
          onChange={(e) => setText(e.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary btn-sm" disabled={save.isPending}>
            <ButtonSpinner show={save.isPending} />
            Save
          </button>
          {written !== undefined && (
            <button type="button" className="btn btn-outline btn-sm" disabled={remove.isPending} onClick={() => void restoreOwn()}>
              {english === undefined ? <>Use the store&apos;s own text</> : 'Remove (shows your English)'}
            </button>
          )}
        </div>
      </form>
    </li>
  );
}

function PageTextsIn({ language, page, entries, drafts }: { language: Language; page: PageTextPage; entries: PageTextEntry[]; drafts: Drafts }) {
  const i18n = useLanguageI18n(language);
  if (!i18n) return <Spinner label={`Loading the ${languageNames[language]} texts`} />;
  const of = (lang: Language) => new Map(entries.filter((e) => e.language === lang).map((e) => [e.key, e.text]));
  const own = of(language);
  const english = of('en');
  const outdated = new Set(language === 'en' ? [] : outdatedPageTexts(entries, language));
  const keys = pageTextKeys[page];
  const behind = keys.filter((k) => outdated.has(k));
  return (
    <div className="flex flex-col gap-3">
      {behind.length > 0 && (
        <div role="status" className="alert alert-warning alert-soft flex-col items-start">
          <p>
            {behind.length === 1 ? '1 text' : `${behind.length} texts`} of the {pageNames[page].toLowerCase()} in {languageNames[language]} {behind.length === 1 ? 'is' : 'are'} behind your English:
          </p>
          <ul className="list-disc pl-5">
            {behind.map((k) => (
              <li key={k}>{keyLabels[k]}</li>
            ))}
          </ul>
        </div>
      )}
      <ul className="flex flex-col gap-3" aria-label={`${pageNames[page]} texts in ${languageNames[language]}`}>
        {keys.map((key) => {
          const written = own.get(key);
          const state: State = outdated.has(key) ? (written === undefined ? 'english' : 'outdated') : written !== undefined ? 'written' : 'own';
          return <PageTextForm key={key} entryKey={key} language={language} written={written} english={language === 'en' ? undefined : english.get(key)} state={state} i18n={i18n} drafts={drafts} />;
        })}
      </ul>
    </div>
  );
}

const isPage = (value: string): value is PageTextPage => (pageTextPages as string[]).includes(value);
const isLanguageCode = (value: string): value is Language => (languages as readonly string[]).includes(value);

/** /dashboard/page-texts (admins): `?language=de&page=blog` (English and the landing page unless told). */
export function PageTextsPage() {
  const [params, setParams] = useSearchParams();
  const askedLanguage = params.get('language') ?? '';
  const askedPage = params.get('page') ?? '';
  const language: Language = isLanguageCode(askedLanguage) ? askedLanguage : 'en';
  const page: PageTextPage = isPage(askedPage) ? askedPage : 'landing';
  const entries = usePageTextEntries();
  const drafts = useDrafts();
  const set = (name: string, value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );
  const behindIn = (l: Language) => l !== 'en' && entries.data !== undefined && outdatedPageTexts(entries.data, l).length > 0;
  const panelId = 'page-texts-panel';
  return (
    <section aria-labelledby="page-texts-title" className="flex max-w-3xl flex-col gap-4">
      <h1 id="page-texts-title" className="text-3xl font-bold">
        Page texts
      </h1>
      <p className="text-sm opacity-80">
        The landing page&apos;s and the blog&apos;s texts in your words. A text you have not written is the store&apos;s own, in every language. Once you rewrite one in
        English, the other languages show your English until you write theirs. A blank line starts a paragraph; a line starting with &quot;- &quot; is a list item.
      </p>
      <div role="group" aria-label="Page" className="flex flex-wrap gap-2">
        {pageTextPages.map((p) => (
          <button key={p} type="button" aria-pressed={p === page} className={`btn btn-sm min-h-10 ${p === page ? 'btn-neutral' : 'btn-outline border-base-300'}`} onClick={() => set('page', p)}>
            {pageNames[p]}
          </button>
        ))}
      </div>
      <LanguageTabs languages={languages} idPrefix="page-texts" label="Language" panelId={() => panelId} selected={language} onSelect={(l) => set('language', l)} missing={behindIn} />
      <div role="tabpanel" id={panelId} aria-labelledby={tabIdOf('page-texts', language)}>
        {entries.isPending ? (
          <Spinner label="Loading the page texts" />
        ) : entries.isError ? (
          <ErrorState error={entries.error} onRetry={() => void entries.refetch()} />
        ) : (
          <PageTextsIn key={`${language}-${page}`} language={language} page={page} entries={entries.data} drafts={drafts} />
        )}
      </div>
    </section>
  );
}
