import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { siteConfig } from '../lib/site-config';
import { FatalErrorBoundary } from './error-boundary';

function Broken(): never {
  throw new Error('render failed');
}

describe('FatalErrorBoundary', () => {
  it('sends the user to the company site when rendering fails', () => {
    const redirect = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(
      <FatalErrorBoundary redirect={redirect}>
        <Broken />
      </FatalErrorBoundary>,
    );
    expect(redirect).toHaveBeenCalledWith(siteConfig.companyUrl);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders its children when nothing fails', () => {
    const { getByText } = render(
      <FatalErrorBoundary redirect={vi.fn()}>
        <p>fine</p>
      </FatalErrorBoundary>,
    );
    expect(getByText('fine')).toBeInTheDocument();
  });
});
