// Shows the arrival alerts the server pushes ("your bus is about 5 minutes from ..."), and opens
// the app where the alert points when it is tapped. Nothing else runs in this worker.
self.addEventListener('push', (event) => {
  let message = { title: 'Your bus', body: '', link: '/dashboard/my-bookings' };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // A push without a JSON body still says something came.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/favicon.svg',
      tag: 'bus-arrival',
      data: { link: message.link },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = event.notification.data?.link ?? '/dashboard/my-bookings';
  event.waitUntil(self.clients.openWindow(link));
});
