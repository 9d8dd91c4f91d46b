import { Component, type ErrorInfo, type ReactNode } from 'react';
import { siteConfig } from '../lib/site-config';

/** SPEC §2: a fatal render error sends the user to the company site. */
export class FatalErrorBoundary extends Component<{ children: ReactNode; redirect?: (url: string) => void }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Fatal render error', error, info.componentStack);
    (this.props.redirect ?? ((url: string) => window.location.replace(url)))(siteConfig.companyUrl);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
