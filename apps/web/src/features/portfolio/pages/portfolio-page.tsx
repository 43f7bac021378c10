import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { developer, projects, skills } from '../content/portfolio';

/** /portfolio: the static personal portfolio of the site's developer. */
export function PortfolioPage() {
  const { i18n, t } = useLingui();
  const { name } = developer;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <section aria-labelledby="portfolio-name" className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body flex-col items-center gap-6 text-center sm:flex-row sm:items-start sm:text-left">
          <img
            src={developer.avatar}
            alt={t`Portrait of ${name}`}
            width={128}
            height={128}
            fetchPriority="high"
            className="size-32 shrink-0 rounded-full ring-4 ring-primary/30"
          />
          <div>
            <p className="text-sm font-semibold uppercase tracking-widest text-base-content/75">
              <Trans>Portfolio</Trans>
            </p>
            <h1 id="portfolio-name" className="mt-1 text-3xl font-bold sm:text-4xl">
              {developer.name}
            </h1>
            <p className="mt-1 text-lg font-medium">{i18n._(developer.role)}</p>
            {developer.bio.map((paragraph, i) => (
              <p key={i} className="mt-3 text-left leading-relaxed text-base-content/85">
                {i18n._(paragraph)}
              </p>
            ))}
          </div>
        </div>
      </section>

      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="education-title">
          <h2 id="education-title" className="text-2xl font-bold">
            <Trans>Education</Trans>
          </h2>
          <ul className="mt-4 space-y-3">
            {developer.education.map((e) => (
              <li key={e.years} className="rounded-box border border-base-300 bg-base-100 p-4">
                <p className="font-semibold">{i18n._(e.degree)}</p>
                <p className="text-base-content/80">
                  {typeof e.school === 'string' ? e.school : i18n._(e.school)} · {e.years}
                </p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="skills-title">
          <h2 id="skills-title" className="text-2xl font-bold">
            <Trans>Skills</Trans>
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2" aria-label={t`Skills`}>
            {skills.map((skill) => (
              <li key={skill} className="badge badge-lg border-base-300 bg-base-200 text-base-content" data-testid="skill-tag">
                {skill}
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section aria-labelledby="projects-title" className="mt-10">
        <h2 id="projects-title" className="text-2xl font-bold">
          <Trans>Projects</Trans>
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {projects.map((p) => (
            <li key={p.href} className="card border border-base-300 bg-base-100 shadow-sm">
              <div className="card-body p-5">
                <h3 className="card-title text-lg">{i18n._(p.name)}</h3>
                <p className="text-base-content/85">{i18n._(p.description)}</p>
                <div className="card-actions mt-2">
                  <Link to={p.href} className="link link-secondary font-semibold" data-testid="project-link">
                    {i18n._(p.linkLabel)}
                  </Link>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
