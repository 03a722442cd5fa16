/**
 * Notifications (issue 13): the page of each role's notifications with its e-mail settings, and the header's bell
 * with the unread count.
 */
export { candidateNotificationRoutes, employerNotificationRoutes } from './routes';
export { NotificationBell } from './components/NotificationBell';
