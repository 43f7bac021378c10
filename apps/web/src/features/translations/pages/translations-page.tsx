// /dashboard/translations (admins): what the shop still shows in English in one of its other
// languages. The live products with no translation, a page at a time, each leading to its Edit
// Product page (where its Translations are); the categories with none, each translated in place;
// and the landing page's and the blog's texts behind the owner's English (page-texts-page.tsx).
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { categoryTranslationInputSchema, contentLanguages, isContentLanguage, issuesToFields, languageNames, outdatedPageTexts, type ContentLanguage } from '@store/contract';
import { ErrorState } from '../../../components/error-state';
import { InputField } from '../../../components/form-field';
import { failedAsWhole, LoadMore } from '../../../components/load-more';
import { ButtonSpinner, Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { usePageTextEntries } from '../api/page-texts';
import { useMissingTranslations, useSaveCategoryTranslation } from '../api/translations';
import { LanguageTabs, tabIdOf } from '../components/language-tabs';

const panelId = 'missing-panel';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

interface Untranslated {
  _id: string;
  name: string;
  slug: string;
}

/** One category still in English: its name (and slug) in the language, saved on their own. */
function CategoryTranslationForm({ category, language }: { category: Untranslated; language: ContentLanguage }) {
  const save = useSaveCategoryTranslation();
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();
  const languageName = languageNames[language];
  const id = (field: string) => `category-${category._id}-${language}-${field}`;

  const show = (fields: Record<string, string>) => {
    const { name: nameError, slug: slugError, ...rest } = fields;
    setErrors({ ...(nameError && { name: nameError }), ...(slugError && { slug: slugError }) });
    setProblem(Object.values(rest)[0]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = categoryTranslationInputSchema.safeParse({ name, ...(slug.trim() && { slug: slug.trim() }) });
    if (!parsed.success) return show(issuesToFields(parsed.error.issues));
    show({});
    try {
      await save.mutateAsync({ id: category._id, language, translation: parsed.data });
      void showToast('Translation saved');
    } catch (err) {
      const message = err instanceof Error ? err.message : 'Could not save the translation';
      if (err instanceof ApiError && err.fields) show(err.fields);
      else setProblem(message);
      void showToast(message, 'error');
    }
  };

  return (
    <li className="rounded-box border border-base-300 bg-base-100 p-3" data-testid="missing-category">
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={`Translate the category ${category.name}`} className="flex flex-col gap-1">
        <p className="[overflow-wrap:anywhere]">
          <span className="font-semibold">{category.name}</span> <span className="text-sm opacity-70">/{category.slug}</span>
        </p>
        <div className="grid grid-cols-1 gap-x-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <InputField id={id('name')} label={`Name in ${languageName}`} lang={language} value={name} placeholder={category.name} error={errors.name} onChange={(e) => setName(e.target.value)} />
          <InputField
            id={id('slug')}
            label="Slug (optional)"
            value={slug}
            placeholder="Made from the name when left empty"
            error={errors.slug}
            autoCapitalize="none"
            spellCheck={false}
            onChange={(e) => setSlug(e.target.value)}
          />
          <button type="submit" className="btn btn-primary mt-2 sm:mt-0 sm:mb-1" disabled={save.isPending}>
            <ButtonSpinner show={save.isPending} />
            Save translation
          </button>
        </div>
        {problem && (
          <p role="alert" className="text-sm text-error">
            {problem}
          </p>
        )}
      </form>
    </li>
  );
}

/** The page texts the owner rewrote in English and `language` has not caught up with. */
function PageTextsBehind({ language }: { language: ContentLanguage }) {
  const entries = usePageTextEntries();
  if (!entries.data) return null;
  const behind = outdatedPageTexts(entries.data, language).length;
  const languageName = languageNames[language];
  return (
    <section aria-labelledby="missing-page-texts-title" className="flex flex-col gap-2">
      <h2 id="missing-page-texts-title" className="text-xl font-bold">
        {count(behind, 'page text', 'page texts')} behind your English
      </h2>
      <p className="text-sm opacity-80">
        {behind === 0 ? `The landing page and the blog show ${languageName} wherever you rewrote the English.` : `The landing page or the blog shows your English there. `}
        {behind > 0 && (
          <Link to={`/dashboard/page-texts?language=${language}`} className="link font-medium">
            Write them in {languageName}
          </Link>
        )}
      </p>
    </section>
  );
}

function MissingIn({ language }: { language: ContentLanguage }) {
  const missing = useMissingTranslations(language);
  const languageName = languageNames[language];
  if (missing.isPending) return <Spinner label={`Loading what is missing in ${languageName}`} />;
  if (failedAsWhole(missing)) return <ErrorState error={missing.error} onRetry={() => void missing.refetch()} />;
  const pages = missing.data?.pages ?? [];
  const first = pages[0];
  if (!first) return null;
  const products = pages.flatMap((p) => p.products);
  const productCount = first.capped ? `${first.productCount.toLocaleString('en-US')}+ products` : count(first.productCount, 'product', 'products');

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="missing-products-title" className="flex flex-col gap-2">
        <h2 id="missing-products-title" className="text-xl font-bold">
          {productCount} still in English
        </h2>
        {products.length === 0 ? (
          <p className="text-sm opacity-80">Every product on sale has a {languageName} translation.</p>
        ) : (
          <>
            <p className="text-sm opacity-80">Their {languageName} pages show the English. Open one to translate it under Translations.</p>
            <ul aria-label={`Products still in English in ${languageName}`} className="flex flex-col gap-1">
              {products.map((p) => (
                <li key={p._id} className="rounded-box border border-base-300 bg-base-100 px-3 py-2">
                  <Link to={`/dashboard/products/${encodeURIComponent(p._id)}`} className="link font-medium [overflow-wrap:anywhere]">
                    {p.name}
                  </Link>
                  <span className="block text-xs opacity-70 [overflow-wrap:anywhere]">/{p.slug}</span>
                </li>
              ))}
            </ul>
          </>
        )}
        <LoadMore pages={missing} label="Load more" className="self-start" />
      </section>

      <section aria-labelledby="missing-categories-title" className="flex flex-col gap-2">
        <h2 id="missing-categories-title" className="text-xl font-bold">
          {count(first.categories.length, 'category', 'categories')} still in English
        </h2>
        {first.categories.length === 0 ? (
          <p className="text-sm opacity-80">Every category has a {languageName} name.</p>
        ) : (
          <ul aria-label={`Categories still in English in ${languageName}`} className="flex flex-col gap-2">
            {first.categories.map((c) => (
              <CategoryTranslationForm key={c._id} category={c} language={language} />
            ))}
          </ul>
        )}
      </section>

      <PageTextsBehind language={language} />
    </div>
  );
}

/** /dashboard/translations (admins): one language at a time, `?language=fr` (German unless told). */
export function TranslationsPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('language') ?? '';
  const language: ContentLanguage = isContentLanguage(asked) ? asked : contentLanguages[0]!;
  const select = (l: ContentLanguage) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('language', l);
        return next;
      },
      { replace: true },
    );
  return (
    <section aria-labelledby="translations-page-title" className="flex max-w-3xl flex-col gap-4">
      <h1 id="translations-page-title" className="text-3xl font-bold">
        Translations
      </h1>
      <p className="text-sm opacity-80">What the shop still shows in English on its pages in another language.</p>
      <LanguageTabs idPrefix="missing" label="Language" panelId={() => panelId} selected={language} onSelect={select} />
      <div role="tabpanel" id={panelId} aria-labelledby={tabIdOf('missing', language)}>
        <MissingIn key={language} language={language} />
      </div>
    </section>
  );
}
