/** `react-dom/client` in the app (vite.config.ts): preact/compat's, with hydration marked for ./compat.js. */
import { createRoot, hydrateRoot as preactHydrateRoot } from 'preact/compat/client';
import { setHydrating } from './compat.js';

export { createRoot };

export function hydrateRoot(container, children) {
  setHydrating(true);
  try {
    return preactHydrateRoot(container, children);
  } finally {
    setHydrating(false);
  }
}

export default { createRoot, hydrateRoot };
