/** Lets code outside React (the HTTP client) navigate with the router instead of reloading. */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export const setNavigator = (navigate: Navigate) => {
  navigateImpl = navigate;
};

export const navigateTo: Navigate = (to, options) => navigateImpl(to, options);
