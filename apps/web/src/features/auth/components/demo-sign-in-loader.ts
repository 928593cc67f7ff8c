/**
 * A step between /login and the demo's buttons: the page's own chunk then names one file to
 * fetch, not the buttons' whole tree, which keeps its first load as small as production's
 * (docs/decisions/276).
 */
export const loadDemoSignIn = () => import('./demo-sign-in.tsx').then((module) => module.DemoSignIn);
