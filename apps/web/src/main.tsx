// The page's entry: the stylesheet, then the first view (first-view.tsx). A public page comes
// rendered from the server and paints with its HTML and CSS alone; the JavaScript only hydrates it.
// The first view is a static import on purpose: the page's load event then waits for it
// (docs/decisions/0012, 0023).
import './index.css';
import './first-view';
