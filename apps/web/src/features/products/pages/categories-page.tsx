import { useState, type FormEvent } from 'react';
import type { Category } from '@store/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { InputField } from '../../../components/form-field';
import { QueryView } from '../../../components/query-view';
import { ButtonSpinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useAdminCategories, useCreateCategory, useDeleteCategory, useRenameCategory } from '../api/categories';

const messageOf = (err: unknown, fallback: string) => (err instanceof ApiError ? (err.fields && Object.values(err.fields)[0]) || err.message : fallback);

/** One category's row: its name (editable in place), its slug, Rename and Delete. */
function CategoryRow({ category, onDelete }: { category: Category; onDelete(c: Category): void }) {
  const rename = useRenameCategory();
  const [name, setName] = useState(category.name);
  const [error, setError] = useState<string>();
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await rename.mutateAsync({ id: category._id, patch: { name } });
      void showToast('Category renamed');
    } catch (err) {
      setError(messageOf(err, 'Could not rename this category'));
    }
  };
  const id = `category-name-${category._id}`;
  return (
    <li className="rounded-box border border-base-300 bg-base-100 p-3" data-testid="category-row">
      <form onSubmit={save} aria-label={`Category ${category.name}`} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <InputField id={id} label={`Name (slug: ${category.slug})`} className="grow" value={name} error={error} onChange={(e) => setName(e.target.value)} />
        <div className="flex gap-2 sm:mb-1">
          <button type="submit" className="btn btn-sm btn-neutral" disabled={rename.isPending || name.trim() === category.name}>
            <ButtonSpinner show={rename.isPending} />
            Rename
          </button>
          <button type="button" className="btn btn-sm btn-outline btn-error" onClick={() => onDelete(category)}>
            Delete<span className="sr-only"> {category.name}</span>
          </button>
        </div>
      </form>
    </li>
  );
}

/** /dashboard/categories (admins): add, rename and delete categories; one in use cannot be deleted. */
export function CategoriesPage() {
  const categories = useAdminCategories();
  const create = useCreateCategory();
  const remove = useDeleteCategory();
  const [name, setName] = useState('');
  const [addError, setAddError] = useState<string>();
  const [toDelete, setToDelete] = useState<Category | null>(null);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setAddError(undefined);
    try {
      await create.mutateAsync({ name });
      setName('');
      void showToast('Category added');
    } catch (err) {
      setAddError(messageOf(err, 'Could not add this category'));
    }
  };
  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete._id);
      void showToast('Category deleted');
    } catch (err) {
      void showToast(err instanceof Error ? err.message : 'Could not delete this category', 'error');
    } finally {
      setToDelete(null);
    }
  };

  return (
    <section className="flex max-w-3xl flex-col gap-4">
      <h1 className="text-3xl font-bold">Categories</h1>
      <form onSubmit={add} aria-label="Add a category" className="flex flex-col gap-2 rounded-box border border-base-300 bg-base-100 p-3 sm:flex-row sm:items-end">
        <InputField id="new-category-name" label="New category" className="grow" value={name} error={addError} onChange={(e) => setName(e.target.value)} />
        <button type="submit" className="btn btn-primary btn-sm sm:mb-1" disabled={create.isPending}>
          <ButtonSpinner show={create.isPending} />
          Add category
        </button>
      </form>
      <QueryView query={categories} loadingLabel="Loading categories">
        {(list) => (
          <ul className="flex flex-col gap-2">
            {list.map((c) => (
              <CategoryRow key={`${c._id}:${c.name}`} category={c} onDelete={setToDelete} />
            ))}
          </ul>
        )}
      </QueryView>
      <ConfirmDialog
        open={toDelete !== null}
        message={toDelete ? `Delete the category ${toDelete.name}?` : ''}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
