import { ReviewForm } from '../components/review-form';

export function AddReviewPage() {
  return (
    <section className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold">Add A Review</h1>
        <p className="mt-2 text-base-content/80">Tell other makers how our saws work for you.</p>
      </div>
      <ReviewForm />
    </section>
  );
}
