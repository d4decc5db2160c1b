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
