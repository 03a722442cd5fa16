// Retires the service worker that the original product registered from /firebase-messaging-sw.js (scope
// /firebase-cloud-messaging-push-scope). This app has ONE worker, /sw.js (scope /), which also receives push
// (Web Push or FCM). When a browser that still holds the old registration checks it for updates it gets this
// script, which unregisters itself; the page's own registration of /sw.js takes over push from then on.
// Nothing registers this file on purpose: the app passes its /sw.js registration to Firebase's getToken().
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(self.registration.unregister());
});
