// The blog page's own texts (docs/product/screens.md): its introduction and the five fixed questions
// and answers, where the owner has not rewritten them (lib/page-texts.tsx; a question's keys are
// blog.{id}.question and blog.{id}.answer). An answer is a list of blocks: a paragraph, or a
// bulleted list. Messages, shown in the page's language.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OwnText } from './page-texts';

export const blogIntro = msg`Questions our web team gets asked about building fast, reliable front ends, and the answers we give.`;

export interface BlogQuestion {
  id: 'react-rerender' | 'state-management' | 'list-keys' | 'react-performance' | 'prototypal-inheritance';
  question: MessageDescriptor;
  answer: OwnText;
}

export const blogQuestions: BlogQuestion[] = [
  {
    id: 'react-rerender',
    question: msg`How does React decide when a component re-renders?`,
    answer: [
      msg`A component renders again for one of three reasons: its own state changed (a useState setter or useReducer dispatch was called with a new value), its parent rendered again, or a context it reads with useContext received a new value.`,
      msg`React compares new state with the old one using Object.is. Setting state to the same primitive, or to the very same object, is skipped. That is why state must be updated immutably: mutating an array and passing the same array back changes nothing as far as React can tell.`,
      msg`When a parent renders, React renders all of its children by default, even when their props did not change. Rendering only means calling the function and building a new element tree; React then compares it with the previous tree (reconciliation) and touches the real DOM only where something differs. To skip a child whose props are unchanged, wrap it in React.memo and keep the props it receives stable with useMemo and useCallback, or let the React Compiler do that memoisation for you.`,
    ],
  },
  {
    id: 'state-management',
    question: msg`What are the different ways to manage state in a React application?`,
    answer: [
      msg`Start with the smallest tool that fits, and pick by what kind of state it is:`,
      {
        list: [
          msg`Local UI state (an open menu, a form field): useState or useReducer inside the component that owns it, lifted to the closest common parent when siblings need it.`,
          msg`State shared by a subtree that changes rarely (theme, the signed-in user, locale): React Context. Every consumer re-renders when the value changes, so split contexts and avoid putting fast-changing values in them.`,
          msg`Server data (products, orders, reviews): a server-state library such as TanStack Query, SWR or RTK Query. It caches responses, removes duplicate requests, refetches stale data and tracks loading and error states, which hand-written useEffect fetching rarely gets right.`,
          msg`Large client-side state shared across the app: an external store such as Redux Toolkit, Zustand, Jotai or MobX, where components subscribe only to the slice they read.`,
          msg`State that belongs in the address bar (filters, page number, the selected tab): the URL itself, through the router’s search parameters, so it survives a reload and can be shared as a link.`,
        ],
      },
      msg`Most applications need only local state, a little context and a server-state cache; a global store earns its place when many distant components edit the same client-side data.`,
    ],
  },
  {
    id: 'list-keys',
    question: msg`Why does every item of a list need a key prop in React?`,
    answer: [
      msg`When a list renders again, React has to work out which old item corresponds to which new one. Keys give each item an identity: an element with the same key is updated in place, a new key is mounted and a missing key is unmounted. Without keys React can only match items by position.`,
      msg`Matching by position goes wrong as soon as items are inserted, removed or reordered. Component state and DOM state such as the text typed into an input or the focus stay attached to the position rather than to the data, so a user’s half-typed comment can suddenly belong to a different row, and React does more DOM work than needed.`,
      msg`A good key is stable, unique among its siblings and derived from the data, usually a database id. The array index is only safe for a static list that is never reordered or filtered. Generating keys with Math.random() during render is worse than no key at all, because every render remounts every item.`,
    ],
  },
  {
    id: 'react-performance',
    question: msg`How can you improve the performance of a React application?`,
    answer: [
      msg`Measure first with the React DevTools Profiler and the browser’s Performance panel, then fix what the numbers show. The changes that usually matter most:`,
      {
        list: [
          msg`Send less JavaScript: split code per route with React.lazy and dynamic import(), drop heavy dependencies for small ones, and check the bundle with a visualiser.`,
          msg`Render less: keep state as close as possible to where it is used, split large contexts, and memoise expensive children with React.memo, useMemo and useCallback where the Profiler shows wasted renders.`,
          msg`Render long lists through virtualisation (TanStack Virtual, react-window) so only the visible rows exist in the DOM.`,
          msg`Keep typing and clicking responsive with useTransition and useDeferredValue, which let React interrupt slow, non-urgent updates.`,
          msg`Fetch smarter: cache server data with a query library, start requests in parallel instead of in waterfalls, and prefetch the next page’s data on hover.`,
          msg`Load images lazily with width and height set to avoid layout shift, serve modern formats, and render on the server or at build time when the first paint matters most.`,
        ],
      },
    ],
  },
  {
    id: 'prototypal-inheritance',
    question: msg`How does prototypal inheritance work in JavaScript?`,
    answer: [
      msg`Every JavaScript object has a hidden link, [[Prototype]], to another object or to null. When you read a property that the object does not have itself, the engine follows that link and looks on the prototype, then on the prototype’s prototype, and so on up the prototype chain until it finds the property or reaches null and returns undefined.`,
      msg`Writing a property never walks the chain: it creates or changes an own property on the object, which then shadows any property of the same name further up. This is how many objects can share one copy of their methods while each keeps its own data.`,
      msg`You can set the link directly with Object.create(proto) and inspect it with Object.getPrototypeOf(obj). A function called with new creates an object whose prototype is the function’s prototype property, and the class syntax is a cleaner way to write exactly that: methods go on Class.prototype and extends links one prototype to another. Built-ins work the same way, which is why [].map comes from Array.prototype and every plain object can call toString from Object.prototype.`,
    ],
  },
];
