// The static portfolio of the store's developer (docs/product/screens.md): profile, three projects, 14 skills.
// Its words are messages, shown in the page's language (i18n._); names (the developer's, the
// school's, the skills') stay as they are.
import { msg } from '@lingui/core/macro';

export const developer = {
  name: 'Maya Lindqvist',
  role: msg`Full-stack web developer`,
  avatar: '/images/avatars/default.svg',
  bio: [
    msg`I build web shops and internal tools that stay fast on a cheap phone and a slow connection. For Kerfline I designed and built this storefront end to end: the React front end, the Fastify API, the PostgreSQL schema and the browser tests that keep it honest.`,
    msg`Before moving into software I spent two summers in a joinery shop, which is why I care about getting the details of a saw catalogue right.`,
  ],
  education: [
    { degree: msg`B.Sc. in Computer Science and Engineering`, school: 'Lakeside Institute of Technology', years: '2016 – 2019' },
    { degree: msg`Certificate in Web Accessibility (WCAG 2.2)`, school: msg`Online course, self-paced`, years: '2021' },
  ],
} as const;

export const projects = [
  {
    name: msg`Kerfline Storefront`,
    description: msg`This site: catalogue, ordering, card payments, reviews and an admin dashboard for a saw maker.`,
    href: '/',
    linkLabel: msg`Visit the storefront`,
  },
  {
    name: msg`Manufacturing Line Catalogue`,
    description: msg`A responsive product grid with newest-first ordering, lazy images and no layout shift.`,
    href: '/all-product',
    linkLabel: msg`Browse the catalogue`,
  },
  {
    name: msg`Customer Reviews Wall`,
    description: msg`Star ratings with accessible labels and verified-buyer badges for every customer review.`,
    href: '/reviews',
    linkLabel: msg`Read the reviews`,
  },
] as const;

export const skills = [
  'HTML5',
  'CSS3',
  'Tailwind CSS',
  'JavaScript',
  'TypeScript',
  'React',
  'React Router',
  'TanStack Query',
  'Node.js',
  'Fastify',
  'PostgreSQL',
  'Drizzle ORM',
  'Playwright',
  'Git',
] as const;
