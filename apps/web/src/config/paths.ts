/** Every address of the app, defined once (docs/code-style.md#web). */
export const paths = {
  home: '/',
  howItWorks: '/how-it-works',
  charter: '/charter',
  business: '/business',
  driveForUs: '/drive-for-us',
  sheMoves: '/she-moves',
  sheMovesDetails: (scope: 'participant' | 'mentor' | 'driver') => `/she-moves-details?scope=${scope}`,
  busPartners: '/bus-partners',
  busPartnersForm: '/bus-partners/form',
  faq: '/faq',
  privacy: '/privacy',
  privacyPolicy: '/privacy-policy',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: (token: string) => `/password/${token}`,
  verification: (token: string) => `/verification/${token}`,
  /** The link emailed to the old address when the email changes: puts it back. */
  undoEmailChange: (token: string) => `/email-change/${token}`,
  routes: '/routes',
  routesSearch: '/routes-search',
  /** The sandbox payment provider's checkout page (Paystack's lives on its own site). */
  checkout: (accessCode: string) => `/checkout/${accessCode}`,
  dashboard: {
    root: '/dashboard',
    home: '/dashboard/home',
    bookingCatalogue: '/dashboard/booking-catalogue',
    /** The booking step: `?options=...&itinerary=ID&return_itinerary=ID`. */
    bookTrip: '/dashboard/book',
    charter: '/dashboard/charter',
    myBookings: '/dashboard/my-bookings',
    booking: (bookingId: number | string) => `/dashboard/my-bookings/${bookingId}`,
    wallet: '/dashboard/wallet',
    /** The rider's receipts, reached from the wallet page. */
    receipts: '/dashboard/receipts',
    receipt: (receiptId: number | string) => `/dashboard/receipts/${receiptId}`,
    notifications: '/dashboard/notifications',
    notificationPreferences: '/dashboard/notifications/preferences',
    bookingSuccessful: (bookingId?: number | string) =>
      bookingId === undefined
        ? '/dashboard/booking-successful'
        : `/dashboard/booking-successful/${bookingId}`,
    requestSuccessful: '/dashboard/request-successful',
    verificationSuccessful: '/dashboard/verification-successful',
    account: {
      root: '/dashboard/account',
      profile: '/dashboard/account/profile',
      password: '/dashboard/account/password',
      suggestRoute: '/dashboard/account/suggest-route',
      promoCodes: '/dashboard/account/promo-codes',
      tripMenu: '/dashboard/account/trip-menu',
      support: '/dashboard/account/support',
      yourData: '/dashboard/account/your-data',
      dataExport: (exportId: string) => `/dashboard/account/data-export/${exportId}`,
    },
  },
} as const;
