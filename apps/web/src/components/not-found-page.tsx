import { Link } from '../lib/navigation';
import { messages } from '@store/contract/messages';

export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-7xl font-black text-primary">404</p>
      <h1 className="text-3xl font-bold">{messages.pageNotFound}</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <Link to="/" className="btn btn-primary">
        Back to the home page
      </Link>
    </section>
  );
}
