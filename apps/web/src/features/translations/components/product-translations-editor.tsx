// Edit Product's Translations: the product's name, slug, description and option texts in each of
// the store's other languages, one tab each. A language with none is marked Missing: its pages show
// the English (the fields above). Each tab keeps its draft while the owner looks at another; saving
// writes the whole translation (PUT), Remove translation deletes it.
import { useState, type FormEvent } from 'react';
import {
  contentLanguages,
  issuesToFields,
  languageNames,
  productTranslationInputSchema,
  type ContentLanguage,
  type Product,
  type ProductTranslation,
} from '@store/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { InputField, TextAreaField } from '../../../components/form-field';
import { QueryView } from '../../../components/query-view';
import { ButtonSpinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useProductTranslations, useRemoveProductTranslation, useSaveProductTranslation } from '../api/translations';
import { LanguageTabs, tabIdOf } from './language-tabs';

const panelIdOf = (language: ContentLanguage) => `product-translations-panel-${language}`;

interface Draft {
  name: string;
  slug: string;
  description: string;
  /** By the option's English name. */
  optionNames: Record<string, string>;
  /** By the value as English writes it (one text per value, whichever option has it). */
  optionValues: Record<string, string>;
}

const draftOf = (t: ProductTranslation | undefined): Draft => ({
  name: t?.name ?? '',
  slug: t?.slug ?? '',
  description: t?.description ?? '',
  optionNames: { ...t?.optionNames },
  optionValues: { ...t?.optionValues },
});

/** The entries filled in for what the product has now (an option since removed is left out). */
const filled = (texts: Record<string, string>, keys: readonly string[]) =>
  Object.fromEntries(keys.flatMap((key) => (texts[key]?.trim() ? [[key, texts[key]!.trim()]] : [])));

/** Each option with the values it is the first to have: a value two options share is translated once. */
function optionsOf(product: Product) {
  const seen = new Set<string>();
  return (product.options ?? []).map((option) => ({
    name: option.name,
    values: option.values.filter((value) => !seen.has(value) && seen.add(value)),
  }));
}

/** The fields a message of the server (or the contract's check) is shown under; others go above Save. */
const ownFields = (fields: Record<string, string>, product: Product) => {
  const options = optionsOf(product);
  const known = new Set([
    'name',
    'slug',
    'description',
    ...options.map((o) => `optionNames.${o.name}`),
    ...options.flatMap((o) => o.values.map((v) => `optionValues.${v}`)),
  ]);
  const under: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const [path, message] of Object.entries(fields)) {
    if (known.has(path)) under[path] = message;
    else elsewhere.push(message);
  }
  return { under, elsewhere };
};

function TranslationForm({ product, language, translation }: { product: Product; language: ContentLanguage; translation: ProductTranslation | undefined }) {
  const [draft, setDraft] = useState(() => draftOf(translation));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const save = useSaveProductTranslation();
  const remove = useRemoveProductTranslation();
  const options = optionsOf(product);
  const languageName = languageNames[language];
  const id = (field: string) => `translation-${language}-${field}`;

  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const show = (fields: Record<string, string>) => {
    const { under, elsewhere } = ownFields(fields, product);
    setErrors(under);
    setProblems(elsewhere);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      name: draft.name,
      ...(draft.slug.trim() && { slug: draft.slug.trim() }),
      description: draft.description,
      optionNames: filled(draft.optionNames, options.map((o) => o.name)),
      optionValues: filled(draft.optionValues, options.flatMap((o) => o.values)),
    };
    const parsed = productTranslationInputSchema.safeParse(input);
    if (!parsed.success) return show(issuesToFields(parsed.error.issues));
    show({});
    try {
      await save.mutateAsync({ id: product._id, language, translation: parsed.data });
      void showToast('Translation saved');
    } catch (err) {
      const message = err instanceof Error ? err.message : 'Could not save the translation';
      if (err instanceof ApiError && err.fields) show(err.fields);
      else setProblems([message]);
      void showToast(message, 'error');
    }
  };

  const confirmRemove = async () => {
    try {
      await remove.mutateAsync({ id: product._id, language });
      void showToast('Translation removed');
    } catch (err) {
      void showToast(err instanceof Error ? err.message : 'Could not remove the translation', 'error');
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={`${languageName} translation`} className="flex flex-col gap-2">
        {translation ? (
          <p className="text-sm opacity-80">The shop shows these texts on its {languageName} pages.</p>
        ) : (
          <p className="alert alert-warning alert-soft text-sm">Missing: the shop shows English on its {languageName} pages until a translation is saved.</p>
        )}
        <InputField id={id('name')} label="Name" lang={language} value={draft.name} placeholder={product.name} error={errors.name} onChange={(e) => set({ name: e.target.value })} />
        <InputField
          id={id('slug')}
          label="Slug (optional)"
          value={draft.slug}
          placeholder="Made from the name when left empty"
          error={errors.slug}
          autoCapitalize="none"
          spellCheck={false}
          onChange={(e) => set({ slug: e.target.value })}
        />
        <TextAreaField
          id={id('description')}
          label="Description"
          lang={language}
          rows={6}
          value={draft.description}
          placeholder={product.description}
          error={errors.description}
          onChange={(e) => set({ description: e.target.value })}
        />
        {options.length > 0 && (
          <fieldset className="flex flex-col gap-3">
            <legend className="font-semibold">Options</legend>
            <p className="text-sm opacity-80">An option or value left empty shows in English.</p>
            {options.map((option, i) => (
              <div key={option.name} className="rounded-box border border-base-300 p-3">
                <InputField
                  id={id(`option-${i}`)}
                  label={`Name of the option ${option.name}`}
                  lang={language}
                  value={draft.optionNames[option.name] ?? ''}
                  placeholder={option.name}
                  error={errors[`optionNames.${option.name}`]}
                  onChange={(e) => set({ optionNames: { ...draft.optionNames, [option.name]: e.target.value } })}
                />
                {option.values.length > 0 && (
                  <div className="grid grid-cols-1 gap-x-3 sm:grid-cols-2">
                    {option.values.map((value, j) => (
                      <InputField
                        key={value}
                        id={id(`option-${i}-value-${j}`)}
                        label={`${option.name}: ${value}`}
                        lang={language}
                        value={draft.optionValues[value] ?? ''}
                        placeholder={value}
                        error={errors[`optionValues.${value}`]}
                        onChange={(e) => set({ optionValues: { ...draft.optionValues, [value]: e.target.value } })}
                      />
                    ))}
                  </div>
                )}
              </div>
            ))}
          </fieldset>
        )}
        {problems.length > 0 && (
          <ul role="alert" className="alert alert-error alert-soft flex flex-col items-start">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            <ButtonSpinner show={save.isPending} />
            Save<span className="sr-only"> the {languageName} translation</span>
          </button>
          {translation && (
            <button type="button" className="btn btn-outline btn-error" onClick={() => setConfirming(true)}>
              Remove translation
            </button>
          )}
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        message={`Remove the ${languageName} translation?`}
        confirmLabel="Remove translation"
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setConfirming(false)}
      >
        The shop shows {product.name} in English on its {languageName} pages again.
      </ConfirmDialog>
    </>
  );
}

/** Below Edit Product's Versions: the product in each of the store's other languages. */
export function ProductTranslationsEditor({ product }: { product: Product }) {
  const translations = useProductTranslations(product._id);
  const [language, setLanguage] = useState<ContentLanguage>(contentLanguages[0]!);
  return (
    <section aria-labelledby="translations-title" className="flex max-w-3xl flex-col gap-4">
      <h2 id="translations-title" className="text-2xl font-bold">
        Translations
      </h2>
      <p className="text-sm opacity-80">The product in the store&apos;s other languages. The fields above are the English, which the shop shows wherever a text has no translation.</p>
      <QueryView query={translations} loadingLabel="Loading the translations">
        {(list) => {
          const byLanguage = new Map(list.map((t) => [t.language, t]));
          return (
            <>
              <LanguageTabs idPrefix="product-translations" label="Languages" panelId={panelIdOf} selected={language} onSelect={setLanguage} missing={(l) => !byLanguage.has(l)} />
              {contentLanguages.map((l) => (
                <div key={l} role="tabpanel" id={panelIdOf(l)} aria-labelledby={tabIdOf('product-translations', l)} hidden={l !== language}>
                  <TranslationForm key={`${product._id}:${byLanguage.get(l)?.updatedAt ?? 'none'}`} product={product} language={l} translation={byLanguage.get(l)} />
                </div>
              ))}
            </>
          );
        }}
      </QueryView>
    </section>
  );
}
