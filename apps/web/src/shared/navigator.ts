export interface NavigateOptions {
  state?: unknown;
  replace?: boolean;
}

type Navigate = (to: string, options?: NavigateOptions) => void;

// Until the router mounts, a plain page load is the only way to move.
let navigateImpl: Navigate = (to) => window.location.assign(to);

/** The root route installs the router's navigate here, so code outside React can move the member. */
export function setNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function appNavigate(to: string, options?: NavigateOptions): void {
  navigateImpl(to, options);
}
