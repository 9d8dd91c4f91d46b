/** Addresses the build can be configured with (Vite env); each has a working default. */
export const siteConfig = {
  companyUrl: import.meta.env.VITE_COMPANY_URL ?? 'https://github.com/',
  androidAppUrl:
    import.meta.env.VITE_ANDROID_APP_URL ?? 'https://play.google.com/store/apps/details?id=org.bright.teacher',
  iosAppUrl: import.meta.env.VITE_IOS_APP_URL ?? 'https://apps.apple.com/app/bright-classroom/id0000000000',
  contactUsUrl: import.meta.env.VITE_CONTACT_US_URL ?? 'https://github.com/',
  contactSalesUrl: import.meta.env.VITE_CONTACT_SALES_URL ?? 'https://github.com/',
  aiWhiteboardHosts: (import.meta.env.VITE_AI_WHITEBOARD_HOSTS ?? 'aiwhiteboard')
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean),
};
