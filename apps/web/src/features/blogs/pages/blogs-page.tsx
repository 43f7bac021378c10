import { Trans, useLingui } from '@lingui/react/macro';
import { blogQuestions, type AnswerBlock } from '../content/blog-questions';

function Answer({ blocks }: { blocks: AnswerBlock[] }) {
  const { i18n } = useLingui();
  return (
    <div className="space-y-3 leading-relaxed text-base-content/85">
      {blocks.map((block, i) =>
        'list' in block ? (
          <ul key={i} className="list-disc space-y-2 pl-6">
            {block.list.map((item, j) => (
              <li key={j}>{i18n._(item)}</li>
            ))}
          </ul>
        ) : (
          <p key={i}>{i18n._(block)}</p>
        ),
      )}
    </div>
  );
}

/** /blogs: five fixed question-and-answer accordions on front-end topics. */
export function BlogsPage() {
  const { i18n } = useLingui();
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <header className="mb-8">
        <h1 className="text-3xl font-bold sm:text-4xl">
          <Trans>Blogs</Trans>
        </h1>
        <p className="mt-3 text-base-content/80">
          <Trans>Questions our web team gets asked about building fast, reliable front ends, and the answers we give.</Trans>
        </p>
      </header>
      <div className="space-y-3">
        {blogQuestions.map((q) => (
          // <details> is a native disclosure: keyboard and screen-reader support come for free.
          <details key={q.id} className="collapse collapse-arrow border border-base-300 bg-base-100" data-testid="blog-question">
            <summary className="collapse-title pr-12 text-lg font-semibold">{i18n._(q.question)}</summary>
            <div className="collapse-content">
              <Answer blocks={q.answer} />
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
