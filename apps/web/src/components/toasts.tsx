import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/dist/ReactToastify.css';
import './toasts.css';
import { limits } from '@store/contract/limits';

/** docs/product/screens.md: toasts close after 5000 ms, top-right (below the navigation bar: toasts.css). */
export default function Toasts() {
  return <ToastContainer position="top-right" autoClose={limits.toastAutoCloseMs} />;
}
