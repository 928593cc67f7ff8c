/**
 * Formats dates and an amount the way the app does, then ends. The browser keeps its locale data
 * (ICU) once per process, for every thread: loading it here, beside the page, spares the page's
 * main thread the one long task of loading it at its first date field or formatted date
 * (docs/decisions/207). Nothing here may reach the page as an error: it only warms a cache.
 */
try {
  new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeZone: 'Africa/Lagos' }).format(Date.now());
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(Date.now());
  new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(1850);
} finally {
  self.close();
}
