// The page's entry: the stylesheet, then the app (boot.tsx). A public page comes rendered from the
// server and paints with its HTML and CSS alone; the JavaScript only hydrates it. The app is a
// static import on purpose: the page's load event then waits for it, and a button pressed on a
// server-rendered page works the moment the page has loaded (docs/decisions/0012).
import './index.css';
import './boot';
