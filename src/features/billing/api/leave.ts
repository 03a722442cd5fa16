/** Leaves the app for the payment gateway's page (its own module, so that tests can stand in for the browser). */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
