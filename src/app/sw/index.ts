/** The service worker, seen from the app: registration + update prompt (mounted by src/main.tsx). */
export {
  applyUpdate,
  registerServiceWorker,
  serviceWorkerRegistration,
  unregisterServiceWorkers,
  type ServiceWorkerState,
} from './register';
export { UpdatePrompt } from './UpdatePrompt';
