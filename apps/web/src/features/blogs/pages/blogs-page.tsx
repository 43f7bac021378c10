import { Trans } from '@lingui/react/macro';
import { blogIntro, blogQuestions, type BlogQuestion } from '../../../lib/blog-texts';
import { PageTextsProvider, PageTextView, useOwnerText, usePageText } from '../../../lib/page-texts';

function Question({ question }: { question: BlogQuestion }) {
  const text = usePageText();
  const answer = useOwnerText(`blog.${question.id}.answer`);
  return (
    // <details> is a native disclosure: keyboard and screen-reader support come for free.
    <details className="collapse collapse-arrow border border-base-300 bg-base-100" data-testid="blog-question">
      <summary className="collapse-title pr-12 text-lg font-semibold">{text(`blog.${question.id}.question`, question.question)}</summary>
      <div className="collapse-content">
        <PageTextView text={answer} own={question.answer} className="space-y-3 leading-relaxed text-base-content/85" />
      </div>
    </details>
  );
}

function BlogTexts() {
  const text = usePageText();
  return (
    <>
      <header className="mb-8">
        <h1 className="text-3xl font-bold sm:text-4xl">
          <Trans>Blogs</Trans>
        </h1>
        <p className="mt-3 text-base-content/80">{text('blog.intro', blogIntro)}</p>
      </header>
      <div className="space-y-3">
        {blogQuestions.map((q) => (
          <Question key={q.id} question={q} />
        ))}
      </div>
    </>
  );
}

/** /blogs: five fixed question-and-answer accordions on front-end topics, in the owner's words where written. */
export function BlogsPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <PageTextsProvider page="blog">
        <BlogTexts />
      </PageTextsProvider>
    </section>
  );
}
