import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FatalErrorBoundary } from './app/error-boundary';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { OfflineBanner } from './app/shell/offline-banner';
import { SignedInLicenceDialogs } from './app/shell/signed-in-extras';
import { SnackbarHost } from './app/shell/snackbar-host';
import { SpinnerOverlay, TopLoaderBar } from './app/shell/spinner-overlay';
import { initI18n } from './lib/i18n';

void initI18n().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <FatalErrorBoundary>
        <AppProviders>
          <TopLoaderBar />
          <OfflineBanner />
          <AppRouter />
          <SignedInLicenceDialogs />
          <SnackbarHost />
          <SpinnerOverlay />
        </AppProviders>
      </FatalErrorBoundary>
    </StrictMode>,
  ),
);
