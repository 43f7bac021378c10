import { ReviewForm, type ReviewedProduct } from '../components/review-form';

/** `product`: the product the review is about (the app finds it from the address's `?product=` slug). */
export function AddReviewPage({ product }: { product?: ReviewedProduct }) {
  return (
    <section className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold">Add A Review</h1>
        <p className="mt-2 text-base-content/80">Tell other makers how our saws work for you.</p>
      </div>
      <ReviewForm key={product?._id ?? ''} product={product} />
    </section>
  );
}
