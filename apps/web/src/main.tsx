import '@fontsource-variable/inter';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from './app/error-fallback';
import { renderFatalError } from './app/fatal-error';
import { AppProviders } from './app/providers';
import { createAppRouter } from './routes';

function start(): void {
  const rootElement = document.getElementById('root');
  // Spec 2.19: a missing root element is fatal.
  if (!rootElement) {
    renderFatalError(document.body, new Error('Root element #root not found'));
    return;
  }
  try {
    const router = createAppRouter();
    createRoot(rootElement).render(
      <StrictMode>
        <AppErrorBoundary>
          <AppProviders>
            <RouterProvider router={router} />
          </AppProviders>
        </AppErrorBoundary>
      </StrictMode>,
    );
  } catch (error) {
    renderFatalError(rootElement, error);
  }
}

start();

// Spec 1: the offline and caching worker. Only in a production build (the dev server has no /sw.js).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.error('Service worker registration failed', error);
    });
  });
}
